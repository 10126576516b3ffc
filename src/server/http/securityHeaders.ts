/**
 * Security headers on every response. The CSP goes on everything, not only the HTML, because a
 * worker script's own response headers set the worker's policy.
 */
import type { ServerResponse } from 'node:http';

export function contentSecurityPolicy(options: { host: string; port: number; dev: boolean }): string {
  const origin = `${options.host}:${options.port}`;
  // Vite's dev client injects an inline React-refresh preamble and <style> tags; the build needs neither.
  const inline = options.dev ? " 'unsafe-inline'" : '';
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    "worker-src 'self'",
    `connect-src 'self' ws://${origin} wss://${origin}`,
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
}
