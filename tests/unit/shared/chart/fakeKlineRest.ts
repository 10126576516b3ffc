/**
 * A kline REST endpoint over a list of rows, answering as the simulator does (up to `limit` rows opening
 * before `to`, oldest first), recording every request; single answers can be overridden to fail or to
 * return malformed rows.
 */
import type { KlineRow } from '../../../../src/shared/protocol';
import type { RestClient } from '../../../../src/shared/rest/fetchApi';

export interface KlineRequest {
  symbol: string;
  interval: string;
  limit: number;
  to: number;
}

export type FakeAnswer =
  /** This envelope result as is (malformed rows, say). */
  | { result: unknown }
  /** No HTTP answer at all. */
  | { network: true }
  /** A business refusal: HTTP 503 with the server's message. */
  | { refused: string };

export interface FakeKlineRest extends RestClient {
  requests: KlineRequest[];
  rows: KlineRow[];
  /** The next answers, in order, instead of the rows. */
  override: FakeAnswer[];
}

/** `count` rows of `stepMs`, the last opening at `lastStart`; prices climb by 1 from 100. */
export function makeRows(count: number, lastStart: number, stepMs: number): KlineRow[] {
  return Array.from({ length: count }, (_, i) => {
    const time = lastStart - (count - 1 - i) * stepMs;
    const open = 100 + i;
    return [time, String(open), String(open + 2), String(open - 1), String(open + 1), '10'];
  });
}

export function createFakeKlineRest(rows: KlineRow[] = []): FakeKlineRest {
  const rest: FakeKlineRest = {
    origin: 'http://compute.test',
    requests: [],
    rows,
    override: [],
    fetch: async (url) => {
      const query = new URL(url).searchParams;
      const request: KlineRequest = {
        symbol: query.get('symbol') ?? '',
        interval: query.get('interval') ?? '',
        limit: Number(query.get('limit')),
        to: Number(query.get('to')),
      };
      rest.requests.push(request);
      const envelope = (result: unknown) => ({ code: 0, success: true, message: 'ok', result });
      if (rest.override.length > 0) {
        const answer = rest.override.shift() as FakeAnswer;
        if ('network' in answer) throw new TypeError('Failed to fetch');
        if ('refused' in answer) {
          const failure = { code: 10001, success: false, message: answer.refused, result: null };
          return { ok: false, status: 503, json: async () => failure };
        }
        return { ok: true, status: 200, json: async () => envelope(answer.result) };
      }
      const before = rest.rows.filter((row) => row[0] < request.to);
      return { ok: true, status: 200, json: async () => envelope({ list: before.slice(-request.limit) }) };
    },
  };
  return rest;
}
