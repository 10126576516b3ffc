/**
 * The driver's rate as a page would see it: a socket logged in as the account (its session cookie),
 * subscribed to `private.order`, counting the orders the deltas carry over a window. What the server
 * pushes is what the hub receives, so this measures the load the page is put under, not the driver's
 * own count.
 */
import { WebSocket } from 'ws';
import { SOCKET_PATH, STATE_CHANGE_HEADERS, topics } from '../../src/shared/protocol';

export interface PushRate {
  /** Orders carried by `private.order` deltas, per second of the window. */
  ordersPerSecond: number;
  /** Delta frames per second (the gateway may carry several orders in one). */
  framesPerSecond: number;
  windowMs: number;
}

/** Logs in with the JSON form and returns the session cookie (`name=value`). */
export async function loginCookie(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: STATE_CHANGE_HEADERS,
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`login as ${email} failed: ${response.status}`);
  return cookie;
}

export async function countOrderPushes(url: string, cookie: string, windowMs: number): Promise<PushRate> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${SOCKET_PATH}`, {
    headers: { cookie, origin: url },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    let counting = false;
    let orders = 0;
    let frames = 0;
    const subscribed = new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as {
          op?: string;
          success?: boolean;
          topic?: string;
          type?: string;
          data?: unknown;
        };
        if (frame.op === 'subscribe') {
          if (frame.success) resolve();
          else reject(new Error(`private.order refused: ${String(data)}`));
        }
        if (
          counting &&
          frame.topic === topics.orders &&
          frame.type === 'delta' &&
          Array.isArray(frame.data)
        ) {
          frames += 1;
          orders += frame.data.length;
        }
      });
    });
    ws.send(JSON.stringify({ op: 'subscribe', args: [topics.orders] }));
    await subscribed;
    counting = true;
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    counting = false;
    const seconds = (performance.now() - start) / 1000;
    return { ordersPerSecond: orders / seconds, framesPerSecond: frames / seconds, windowMs };
  } finally {
    ws.close();
  }
}
