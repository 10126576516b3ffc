/**
 * What a route handler receives: the request, the caller (when a session is required), and the
 * shared dependencies. Kept in one place so route modules import a single type.
 */
import type { Exchange } from '../exchange/types';
import type { Order } from '../../shared/protocol';
import type { JsonResponse } from './envelope';
import type { LoginThrottle } from './loginThrottle';
import type { SessionStore } from './sessions';
import type { ApiRequest, ApiResponse } from './types';
import type { ApiUser, UserDirectory } from './users';
import type { AccountStore } from './accountStore';
import type { SiteSettings } from './siteSettings';

/**
 * Optional abilities of the concrete exchange (createExchange) beyond the Exchange interface. Checked
 * at run time so the router also works over a bare Exchange in tests.
 */
export interface ExchangeExtras {
  /**
   * Holds `amount` (quote) of an innovation/adventure quota for an order or plan the engine just took,
   * giving back what it does not spend when it ends (exchange/quotaLedger.ts).
   */
  reserveQuota(accountId: string, order: Order, amount: string): void;
  /** The seed of every random choice; the API's own seeded data (grid bots) follows it too. */
  readonly seed: number;
}

export type ApiExchange = Exchange & Partial<ExchangeExtras>;

export interface ApiDeps {
  exchange: ApiExchange;
  sessions: SessionStore;
  users: UserDirectory;
  /** Region, compliance, access routes and the analytics log (mutable: the control endpoint sets the region). */
  site: SiteSettings;
  /** Failed logins per account and address; by default one on the exchange's clock. */
  loginThrottle?: LoginThrottle;
  /** Told about handler faults (the Node server logs them); the answer is a 500 envelope either way. */
  onError?: (error: unknown) => void;
}

export interface RouteContext {
  request: ApiRequest;
  deps: ApiDeps;
  store: AccountStore;
  loginThrottle: LoginThrottle;
  /** Set for private routes (the router answers 401 before the handler otherwise). */
  user: ApiUser | undefined;
}

export interface PrivateContext extends RouteContext {
  user: ApiUser;
}

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** Requires a logged-in session. */
  auth: boolean;
  handle(context: RouteContext): ApiResponse;
}

export function publicRoute(
  method: Route['method'],
  path: string,
  handle: (c: RouteContext) => ApiResponse,
): Route {
  return { method, path, auth: false, handle };
}

export function privateRoute(
  method: Route['method'],
  path: string,
  handle: (c: PrivateContext) => ApiResponse | JsonResponse,
): Route {
  return {
    method,
    path,
    auth: true,
    // The router guarantees `user` for auth routes; the guard keeps the type honest anyway.
    handle: (c) => (c.user ? handle({ ...c, user: c.user }) : { kind: 'notApi' }),
  };
}
