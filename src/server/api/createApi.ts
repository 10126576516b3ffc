/**
 * The REST API as one pure function: route table lookup, method check, session check, then the
 * route's handler. Anything a handler throws becomes a 500 envelope, so bad input never escapes.
 */
import { CODES, TRACE_HEADER } from '../../shared/protocol';
import { createAccountStore } from './accountStore';
import { createLoginThrottle } from './loginThrottle';
import type { ApiDeps, Route } from './context';
import { requestError } from './envelope';
import { assetRoutes } from './routes/assets';
import { botRoutes } from './routes/bots';
import { demoRoutes } from './routes/demo';
import { leveragedTokenRoutes } from './routes/leveragedTokens';
import { marketRoutes } from './routes/market';
import { orderRoutes } from './routes/orders';
import { planOrderRoutes } from './routes/planOrders';
import { preferenceRoutes } from './routes/preferences';
import { sessionRoutes } from './routes/session';
import { siteRoutes } from './routes/site';
import { supportRoutes } from './routes/support';
import { unifiedRoutes } from './routes/unified';
import { seedGridStrategies } from './seedGridStrategies';
import { TRACED_PATHS } from './traceLog';
import type { ApiHandler, ApiResponse } from './types';

/** Prefixes that belong to the API: an unknown path under them is a 404 envelope, not the SPA. */
const API_PREFIXES = ['/spot/api/', '/v2/', '/v3/', '/unified/', '/siteapi/', '/s1/'];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function createApi(deps: ApiDeps): ApiHandler {
  const store = createAccountStore(
    seedGridStrategies({
      seed: deps.exchange.seed ?? 1,
      users: deps.users.list(),
      instrument: (symbolId) => deps.exchange.engine.instrument(symbolId),
      now: deps.exchange.clock.now(),
    }),
  );
  const loginThrottle = deps.loginThrottle ?? createLoginThrottle(() => deps.exchange.clock.now());
  const routes = new Map<string, Route[]>();
  for (const route of [
    ...sessionRoutes,
    ...siteRoutes,
    ...supportRoutes,
    ...marketRoutes,
    ...orderRoutes,
    ...planOrderRoutes,
    ...assetRoutes,
    ...preferenceRoutes,
    ...leveragedTokenRoutes,
    ...unifiedRoutes,
    ...demoRoutes,
    ...botRoutes,
  ]) {
    routes.set(route.path, [...(routes.get(route.path) ?? []), route]);
  }

  return (request): ApiResponse => {
    const candidates = routes.get(request.path);
    if (!candidates) {
      return isApiPath(request.path)
        ? requestError(404, `no such path: ${request.path}`)
        : { kind: 'notApi' };
    }
    // HEAD is answered like GET by HTTP servers; the transport drops the body.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = candidates.find((candidate) => candidate.method === method);
    if (!route) {
      const allowed = candidates.map((candidate) => candidate.method).join(', ');
      return requestError(405, `method ${request.method} not allowed here; use ${allowed}`);
    }
    if (request.bodyError === 'tooLarge') return requestError(413, 'body: larger than the limit');
    if (request.bodyError === 'malformed') return requestError(400, 'body: not valid JSON or form data');

    const session = deps.sessions.get(request.sessionId);
    const user = session ? deps.users.byAccount(session.accountId) : undefined;
    if (route.auth && !user) {
      return {
        kind: 'json',
        status: 401,
        body: { code: CODES.unauthorized, success: false, message: 'login required', result: null },
      };
    }
    // Order requests' trace headers, for tests to read; recorded whatever the answer (traceLog.ts).
    if (user && route.method === 'POST' && TRACED_PATHS.has(route.path)) {
      deps.site.traces.record(
        user.accountId,
        route.path,
        request.headers[TRACE_HEADER],
        deps.exchange.clock.now(),
      );
    }
    try {
      return route.handle({ request, deps, store, loginThrottle, user });
    } catch (error) {
      // A handler bug must not take the server down; details go to the log, not to the client.
      deps.onError?.(error);
      return requestError(500, 'internal error');
    }
  };
}
