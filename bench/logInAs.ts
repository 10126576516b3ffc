import type { BrowserContext } from 'playwright-core';
import { DEMO_USERS, type DemoUser } from '../src/server/exchange/demoUsers';
import { STATE_CHANGE_HEADERS, type AccountKind } from '../src/shared/protocol';

/** The simulator's demo user of an account kind (classic, uta, demo). */
export function demoUser(kind: AccountKind): DemoUser {
  const found = DEMO_USERS.find((user) => user.kind === kind);
  if (!found) throw new Error(`the simulator has no ${kind} demo user`);
  return found;
}

/**
 * Logs `context` in as `user` (a demo user, or an account a bench opened) at the simulator at `url`:
 * its pages then load with the session cookie.
 */
export async function logInAs(
  context: BrowserContext,
  url: string,
  user: { email: string; password: string },
): Promise<void> {
  const answer = await context.request.post(`${url}/login`, {
    headers: STATE_CHANGE_HEADERS,
    data: { email: user.email, password: user.password },
  });
  if (!answer.ok()) throw new Error(`logging in as ${user.email} failed: ${answer.status()}`);
}
