/** Calls the pure router the way a transport would, with a session cookie value when logged in. */
import { createApi } from '../../../../src/server/api/createApi';
import { createSessionStore } from '../../../../src/server/api/sessions';
import type { ApiRequest, ApiResponse } from '../../../../src/server/api/types';
import { createSiteSettings } from '../../../../src/server/api/siteSettings';
import { createUserDirectory } from '../../../../src/server/api/users';
import { createTestExchange, TEST_USERS } from './testExchange';

export function createHarness(options: { maxSessions?: number } = {}) {
  const exchange = createTestExchange();
  const sessions = createSessionStore({ now: exchange.clock.now, ...options });
  const users = createUserDirectory(TEST_USERS);
  const site = createSiteSettings();
  const api = createApi({ exchange, sessions, users, site });
  let sessionId: string | undefined;

  function call(
    method: string,
    path: string,
    input: {
      query?: Record<string, string>;
      body?: unknown;
      headers?: Record<string, string>;
      bodyError?: 'malformed' | 'tooLarge';
      clientAddress?: string;
      secure?: boolean;
    } = {},
  ): ApiResponse {
    const request: ApiRequest = {
      method,
      path,
      query: input.query ?? {},
      body: input.body,
      headers: { 'content-type': 'application/json', ...input.headers },
      ...(sessionId === undefined ? {} : { sessionId }),
      ...(input.bodyError ? { bodyError: input.bodyError } : {}),
      ...(input.clientAddress === undefined ? {} : { clientAddress: input.clientAddress }),
      ...(input.secure === undefined ? {} : { secure: input.secure }),
    };
    return api(request);
  }

  /** The envelope of a JSON answer (fails the test on any other kind). */
  function json(method: string, path: string, input: Parameters<typeof call>[2] = {}) {
    const response = call(method, path, input);
    if (response.kind !== 'json') throw new Error(`expected json, got ${response.kind}`);
    return { status: response.status, ...response.body, setCookie: response.setCookie };
  }

  function loginAs(kind: (typeof TEST_USERS)[number]['kind']) {
    const user = TEST_USERS.find((u) => u.kind === kind);
    if (!user) throw new Error(kind);
    const session = sessions.create(user.accountId);
    if (!session) throw new Error('the session store is full');
    sessionId = session.id;
    return user;
  }

  return {
    exchange,
    sessions,
    users,
    site,
    call,
    json,
    loginAs,
    logout: () => (sessionId = undefined),
    setSession: (id: string | undefined) => (sessionId = id),
  };
}
