/**
 * A browser's cookie jar for one origin, reduced to what the API uses: Node's fetch keeps no cookies,
 * so the msw handlers remember what Set-Cookie said and send it back with later requests and sockets.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  /** Applies Set-Cookie header values; Max-Age=0 or an Expires in the past deletes the cookie. */
  apply(setCookie: readonly string[]): void;
  set(name: string, value: string): void;
  clear(): void;
}

export function createCookieJar(now: () => number = Date.now): CookieJar {
  const cookies = new Map<string, string>();
  return {
    get: (name) => cookies.get(name),
    apply(setCookie) {
      for (const line of setCookie) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        const value = decode(pair.slice(eq + 1).trim());
        const expired = attributes.some((attribute) => {
          const [key = '', raw = ''] = attribute.split('=').map((s) => s.trim());
          if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
          if (key.toLowerCase() === 'expires') return Date.parse(raw) <= now();
          return false;
        });
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    set: (name, value) => void cookies.set(name, value),
    clear: () => cookies.clear(),
  };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
