/**
 * Security headers on every response. The CSP goes on everything, not only the HTML, because a
 * worker script's own response headers set the worker's policy. COOP and COEP make the page cross-origin
 * isolated, which a SharedArrayBuffer needs (the compute worker's verdict board,
 * src/shared/orderChecks/verdictBoard.ts); the page loads nothing from another origin but the access
 * routes' latency probes, which are CORS requests.
 */
import type { ServerResponse } from 'node:http';

/** A bare http(s) origin ("http://localhost:8080"), the only form a route may put into the CSP. */
function checkedOrigin(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text)
    throw new Error(`an access route origin must be a bare http(s) origin, got ${JSON.stringify(text)}`);
  return text;
}

export function contentSecurityPolicy(options: {
  host: string;
  port: number;
  dev: boolean;
  /**
   * Access routes' origins (spec 000 §7): the route picker probes `{origin}/t1` from the page. "" (the
   * page's own origin) is already 'self'. Anything but a bare http(s) origin throws: a malformed entry
   * could otherwise widen the policy.
   */
  routeOrigins?: readonly string[];
}): string {
  const origin = `${options.host}:${options.port}`;
  const routes = [...new Set((options.routeOrigins ?? []).filter((o) => o !== '').map(checkedOrigin))];
  // Vite's dev client injects an inline React-refresh preamble and <style> tags; the build needs neither.
  const inline = options.dev ? " 'unsafe-inline'" : '';
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    "worker-src 'self'",
    ["connect-src 'self'", `ws://${origin}`, `wss://${origin}`, ...routes].join(' '),
    `style-src 'self'${inline}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function setSecurityHeaders(response: ServerResponse, csp: string): void {
  response.setHeader('Content-Security-Policy', csp);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
}
