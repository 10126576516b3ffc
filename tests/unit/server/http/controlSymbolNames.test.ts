import { expect, it } from 'vitest';
import { API, type Instrument, type SymbolNotice } from '../../../../src/shared/protocol';
import { handleControl } from '../../../../src/server/http/control';
import { createHarness } from '../api/apiHarness';

function renamed(body: unknown) {
  const h = createHarness();
  const deps = { gateway: undefined as never, users: h.users, site: h.site, exchange: h.exchange };
  const answer = handleControl(deps, 'POST', '/__control/symbol-names', body);
  const list = h.json('GET', API.symbols).result as Instrument[];
  const names = Object.fromEntries(list.map((i) => [i.symbolId, i.symbolName]));
  const notice = h.json('GET', API.symbolNotice, { query: { symbol_id: 'NOVAUSDT' } }).result as SymbolNotice;
  return { answer, names, notice };
}

it('renames a symbol in the symbol list and leaves the others', () => {
  const { answer, names } = renamed({ names: { ETHUSDT: '<b>ETH</b>' } });
  expect(answer.status).toBe(200);
  expect(names.ETHUSDT).toBe('<b>ETH</b>');
  expect(names.BTCUSDT).toBe('BTC/USDT');
});

it("a renamed symbol's notice names it by its new name", () => {
  const { notice } = renamed({ names: { NOVAUSDT: '<i>NOVA</i>' } });
  expect(notice.noticeContent).toMatch(/^<i>NOVA<\/i> trading opens soon\./);
  expect(renamed({ names: {} }).notice.noticeContent).toMatch(/^NOVA\/USDT trading opens soon\./);
});

it.each([[{ names: { ETHUSDT: '' } }], [{ names: { ETHUSDT: 'x'.repeat(41) } }], [{}]])(
  'refuses %j and keeps the names',
  (body) => {
    const { answer, names } = renamed(body);
    expect(answer.status).toBe(400);
    expect(names.ETHUSDT).toBe('ETH/USDT');
  },
);
