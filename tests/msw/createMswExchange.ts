/**
 * The simulator's pure parts (exchange, REST router, socket gateway) behind msw handlers, so component
 * tests talk to the same engine as the real server, over the page's own fetch and WebSocket.
 */
import { http, passthrough, ws, type RequestHandler, type WebSocketHandler } from 'msw';
import { createApi } from '../../src/server/api/createApi';
import { createSessionStore, type SessionStore } from '../../src/server/api/sessions';
import { SESSION_COOKIE, type ApiHandler } from '../../src/server/api/types';
import { createUserDirectory, type UserDirectory } from '../../src/server/api/users';
import { createExchange, type SimulatedExchange } from '../../src/server/exchange/createExchange';
import { createRng } from '../../src/server/exchange/rng';
import { createGateway } from '../../src/server/gateway/createGateway';
import type { GatewayConnection } from '../../src/server/gateway/types';
import { SOCKET_PATH, type RegionKind } from '../../src/shared/protocol';
import { createSiteSettings, type SiteSettings } from '../../src/server/api/siteSettings';
import { createCookieJar, type CookieJar } from './createCookieJar';
import { createManualTime, type ManualTime } from '../../src/server/exchange/manualTime';
import { headersOf, toApiRequest } from './toApiRequest';
import { requestOriginGuard } from '../../src/server/http/requestOriginGuard';
import { toHttpResponse } from './toHttpResponse';

export interface MswExchangeOptions {
  /** Seed of the exchange's random source (default 1): same seed, same market. */
  seed?: number;
  /** Start of the fake clock (ms). */
  startTime?: number;
  /** Maker steps and taker orders per second per symbol (default 1). */
  rate?: number;
  /** How many pairs to list (default all). */
  symbols?: number;
  /** Start the seeded makers and takers (default true); they only act when `time.advance` runs. */
  start?: boolean;
  /** The caller's region (default global); `site.region` changes it mid-test. */
  region?: RegionKind;
}

export interface MswExchange {
  exchange: SimulatedExchange;
  api: ApiHandler;
  gateway: ReturnType<typeof createGateway>;
  sessions: SessionStore;
  users: UserDirectory;
  /** Region, compliance, access routes and the analytics events the page sent. */
  site: SiteSettings;
  /** The exchange's clock and scheduler: `time.advance(ms)` moves the market. */
  time: ManualTime;
  /** The page's cookies (Node's fetch keeps none of its own). */
  cookies: CookieJar;
  /** Every REST route and the /realtime_w socket. */
  handlers: Array<RequestHandler | WebSocketHandler>;
  /** Logs a demo user in, as if through the login form. Returns the account id. */
  loginAs(email: string): string;
  dispose(): void;
}

/** Matches ws://host/realtime_w and wss://host/realtime_w on any host, with or without a query. */
const SOCKET_URL = new RegExp(`^wss?://[^/]+${SOCKET_PATH}(\\?.*)?$`);

export function createMswExchange(options: MswExchangeOptions = {}): MswExchange {
  const time = createManualTime(options.startTime);
  const seed = options.seed ?? 1;
  const exchange = createExchange({
    seed,
    clock: time.clock,
    scheduler: time.scheduler,
    ...(options.rate === undefined ? {} : { rate: options.rate }),
    ...(options.symbols === undefined ? {} : { symbols: options.symbols }),
  });
  const sessions = createSessionStore({ now: time.clock.now });
  const users = createUserDirectory(exchange.accounts);
  // Handler faults fail the test loudly instead of hiding behind a 500 envelope.
  const site = createSiteSettings(options.region ? { region: options.region } : {});
  const api = createApi({
    exchange,
    sessions,
    users,
    site,
    onError: (error) => console.error('api fault', error),
  });
  const gateway = createGateway({
    exchange,
    scheduler: time.scheduler,
    random: createRng(seed).fork('gateway faults').next,
    onError: (error) => console.error('gateway fault', error),
  });
  const cookies = createCookieJar(time.clock.now);

  const rest = http.all('*', async ({ request }) => {
    // The Node server's rule, before anything is read: a test's forged or header-less change is refused.
    const refusal = requestOriginGuard(
      { method: request.method, path: new URL(request.url).pathname, headers: headersOf(request) },
      new URL(request.url).origin,
    );
    if (refusal) return toHttpResponse(refusal.response);
    const answer = api(await toApiRequest(request, cookies.get(SESSION_COOKIE)));
    if (answer.kind === 'notApi') return passthrough();
    cookies.apply(answer.setCookie ?? []);
    return toHttpResponse(answer);
  });

  // msw keeps every socket client it has seen, through listeners on the window, for as long as the
  // process lives; on dispose ours leave them, so that no client holds this exchange once its test is
  // over (a component worker runs many test files in one window).
  const listening = new AbortController();
  const { signal } = listening;
  const socket = ws.link(SOCKET_URL);
  const realtime = socket.addEventListener('connection', ({ client }) => {
    let open = true;
    const accountId = sessions.get(cookies.get(SESSION_COOKIE))?.accountId;
    const connection: GatewayConnection = {
      send(text) {
        if (open) client.send(text);
      },
      close(code, reason) {
        if (!open) return;
        open = false;
        client.close(code, reason);
      },
    };
    const session = gateway.connect(connection, accountId);
    client.addEventListener(
      'message',
      (event) => {
        if (typeof event.data === 'string') session.receive(event.data);
        else session.receiveBinary();
      },
      { signal },
    );
    client.addEventListener(
      'close',
      () => {
        open = false;
        session.closed();
      },
      { signal },
    );
  });

  if (options.start ?? true) exchange.start();

  return {
    exchange,
    api,
    gateway,
    sessions,
    users,
    site,
    time,
    cookies,
    handlers: [rest, realtime],
    loginAs(email) {
      const user = users.byEmail(email);
      if (!user) throw new Error(`no demo user ${email}`);
      const session = sessions.create(user.accountId);
      if (!session) throw new Error('the session store is full');
      cookies.set(SESSION_COOKIE, session.id);
      return user.accountId;
    },
    dispose() {
      exchange.stop();
      gateway.dispose();
      cookies.clear();
      listening.abort();
    },
  };
}
