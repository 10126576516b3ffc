import type { RestClient } from '../../../../src/shared/rest/fetchApi';

export interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A REST client that records each request and answers from `answers` (a thrown answer is a lost one). */
export function recordingClient(answers: (() => unknown)[]) {
  const sent: Sent[] = [];
  const client: RestClient = {
    origin: 'https://spotdesk.test',
    fetch: async (url, init) => {
      sent.push({
        url,
        headers: init.headers,
        body: JSON.parse(init.body ?? '{}') as Record<string, unknown>,
      });
      const answer = answers.shift()?.();
      return { ok: true, status: 200, json: async () => answer };
    },
  };
  return { client, sent };
}

export const envelope = (code: number, result: unknown = null) => ({
  code,
  success: code === 0,
  message: 'words',
  result,
});

export const lost = () => {
  throw new TypeError('connection reset');
};

/** A Storage over a Map: what the tabs of one browser share as localStorage. */
export class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
