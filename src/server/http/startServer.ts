/**
 * The simulator's Node server: REST (createApi), the /realtime_w socket (createGateway), the optional
 * control endpoint, and the app (dist/ in production, Vite middleware with --dev), on one port.
 * Every state-changing request passes requestOriginGuard first, the API's and the controls' alike.
 * Every request is handled inside a try/catch: bad input answers an error, it never ends the process.
 */
import { createSiteSettings, type SiteSettings } from '../api/siteSettings';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { ApiExchange } from '../api/context';
import { createApi } from '../api/createApi';
import { requestError } from '../api/envelope';
import { createSessionStore, type SessionStore } from '../api/sessions';
import { createUserDirectory, type ApiUser, type UserDirectory } from '../api/users';
import type { MarketSwitch, Scheduler } from '../exchange/types';
import { createGateway } from '../gateway/createGateway';
import type { GatewayExchange } from '../gateway/feeds/feed';
import { MESSAGE_LIMIT } from '../gateway/messageLimit';
import { createTokenBucket } from '../gateway/tokenBucket';
import type { FaultSettings, Gateway } from '../gateway/types';
import { CONTROL_PREFIX, handleControl } from './control';
import { createResponseDropper } from './responseDropper';
import { parseBody, readBody, toApiRequest, writeApiResponse } from './requestAdapter';
import { isLoopbackName, ownOriginOf, requestOriginGuard } from './requestOriginGuard';
import { contentSecurityPolicy, setSecurityHeaders } from './securityHeaders';
import { createSocketServer } from './socketServer';
import { serveStatic } from './staticFiles';

export interface ServerOptions {
  /** The market switch, where the exchange has one, backs the control endpoint's feed on/off. */
  exchange: ApiExchange & GatewayExchange & Partial<MarketSwitch>;
  users: readonly ApiUser[];
  scheduler: Scheduler;
  /** Draws for fault injection. */
  random: () => number;
  /** Default 127.0.0.1: the simulator is not meant to be reachable from other machines. */
  host?: string;
  /** Default 8080; 0 picks a free port (see RunningServer.port). */
  port?: number;
  dev?: boolean;
  /** Enables /__control/* (tests and benches only). */
  control?: boolean;
  /**
   * Behind a proxy of our own: believe its `X-Forwarded-For` for the failed-login limit per address.
   * Off by default, since any client can send that header.
   */
  trustProxy?: boolean;
  faults?: Partial<FaultSettings>;
  /**
   * Region, compliance and access routes (default: global; this origin as Line 1 and, on a loopback
   * host, the other loopback name as Line 2). The routes' origins join the CSP's connect-src.
   */
  site?: SiteSettings;
  distDir?: string;
  log?: (message: string, error?: unknown) => void;
}

export interface RunningServer {
  url: string;
  host: string;
  port: number;
  server: Server;
  gateway: Gateway;
  /** Unsent bytes of each open socket (the send-buffer bound's tests read it). */
  socketBuffers(): number[];
  sessions: SessionStore;
  users: UserDirectory;
  close(): Promise<void>;
}

const DEFAULT_DIST = fileURLToPath(new URL('../../../dist', import.meta.url));

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const dev = options.dev ?? false;
  const distDir = options.distDir ?? DEFAULT_DIST;
  const log =
    options.log ??
    ((message: string, error?: unknown) => console.error(`[spotdesk] ${message}`, error ?? ''));
  const sessions = createSessionStore({ now: () => options.exchange.clock.now() });
  const users = createUserDirectory(options.users);
  const site = options.site ?? createSiteSettings();
  const api = createApi({
    exchange: options.exchange,
    sessions,
    users,
    site,
    onError: (error) => log('api fault', error),
  });
  const gateway = createGateway({
    exchange: options.exchange,
    scheduler: options.scheduler,
    random: options.random,
    ...(options.faults ? { faults: options.faults } : {}),
    onError: (error) => log('gateway fault', error),
    // performance.now, not the exchange's clock: a budget must not refill when the market's time jumps.
    messageBudget: () => createTokenBucket({ ...MESSAGE_LIMIT, now: () => performance.now() }),
  });
  const ownOrigin = (headers: IncomingMessage['headers']) =>
    ownOriginOf(headers, { loopbackOnly: isLoopbackName(host) });
  const sockets = createSocketServer({
    gateway,
    sessions,
    ownOrigin,
    log,
    dev,
    scheduler: options.scheduler,
  });
  let csp = '';
  let vite: ViteDevServer | undefined;
  // Arming closes the idle keep-alive connections (see keepNoConnection); `server` exists by then.
  const drops = createResponseDropper(() => server.closeIdleConnections());

  /**
   * While an order answer is to be lost, every answer closes its connection, so the order request
   * comes on a fresh one: Chromium silently resends a request whose REUSED keep-alive connection
   * closes before the answer (seen with Chromium 156), and the resend would get an answer.
   */
  function keepNoConnection(response: ServerResponse): void {
    if (drops.pending() > 0 && !response.headersSent) response.setHeader('Connection', 'close');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const headOnly = method === 'HEAD';
    setSecurityHeaders(response, csp);
    keepNoConnection(response);
    // Before any body is read or any route runs: a forged change is refused whatever its path.
    const refusal = requestOriginGuard(
      { method, path: url.pathname, headers: request.headers },
      ownOrigin(request.headers),
    );
    if (refusal) {
      writeApiResponse(response, refusal.response, headOnly);
      return;
    }
    if (url.pathname.startsWith(CONTROL_PREFIX) && options.control) {
      const raw = method === 'POST' ? await readBody(request) : Buffer.alloc(0);
      const parsed =
        raw === 'tooLarge'
          ? { bodyError: 'tooLarge' }
          : parseBody(raw, request.headers['content-type'] ?? '');
      const answer =
        'bodyError' in parsed
          ? requestError(400, 'body: not valid JSON')
          : handleControl(
              { gateway, users, site, exchange: options.exchange, responses: drops },
              method,
              url.pathname,
              parsed.body,
              Object.fromEntries(url.searchParams),
            );
      writeApiResponse(response, answer, headOnly);
      return;
    }
    const answer = api(await toApiRequest(request, url, { trustProxy: options.trustProxy ?? false }));
    if (answer.kind !== 'notApi') {
      if (options.control && drops.take(method, url.pathname)) {
        // Processed (the order IS placed), then lost: the connection closes without a byte of answer.
        response.destroy();
        return;
      }
      keepNoConnection(response);
      writeApiResponse(response, answer, headOnly);
      return;
    }
    if (url.pathname.startsWith(CONTROL_PREFIX)) {
      writeApiResponse(
        response,
        requestError(404, 'the control endpoint is off (start with --control)'),
        headOnly,
      );
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      writeApiResponse(response, requestError(405, `method ${method} not allowed here`), headOnly);
      return;
    }
    if (vite) {
      vite.middlewares(request, response, () =>
        writeApiResponse(response, requestError(404, 'not found'), headOnly),
      );
      return;
    }
    await serveStatic(distDir, url.pathname, response, headOnly, request.headers['accept-encoding']);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`request failed: ${request.method} ${request.url}`, error);
      // A failure after the answer set its cookie (a login) must not hand that session out anyway.
      if (!response.headersSent) response.removeHeader('Set-Cookie');
      if (!response.headersSent) writeApiResponse(response, requestError(500, 'internal error'), false);
      else response.destroy();
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    try {
      sockets.upgrade(request, socket, head);
    } catch (error) {
      log('upgrade failed', error);
      socket.destroy();
    }
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  site.serverListening(host, port);
  csp = contentSecurityPolicy({ host, port, dev, routeOrigins: site.accessRoutes.map((r) => r.origin) });

  if (dev) {
    // Imported only in dev so `npm start` does not load Vite at all.
    const { createServer: createViteServer } = await import('vite');
    vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'spa' });
  }

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    server,
    gateway,
    socketBuffers: sockets.bufferedAmounts,
    sessions,
    users,
    async close() {
      gateway.dispose();
      await sockets.close();
      await vite?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
