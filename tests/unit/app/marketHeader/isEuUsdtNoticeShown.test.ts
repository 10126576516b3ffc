import { describe, expect, it } from 'vitest';
import { isEuUsdtNoticeShown } from '../../../../src/app/features/marketHeader/isEuUsdtNoticeShown';
import { createSiteSettings, webConfigOf } from '../../../../src/server/api/siteSettings';
import { buildInstruments } from '../../../../src/server/exchange/instruments';

const instruments = buildInstruments(0);
const pair = (symbolId: string) => {
  const found = instruments.find((i) => i.symbolId === symbolId);
  if (!found) throw new Error(symbolId);
  return found;
};
const config = (region: 'global' | 'eu' | 'restricted', euUsdtNotice = true) => {
  const site = createSiteSettings({ region });
  site.compliance.euUsdtNotice = euUsdtNotice;
  return webConfigOf(site);
};

describe('isEuUsdtNoticeShown', () => {
  it('shows on USDT pairs in the EU with the switch on', () => {
    expect(isEuUsdtNoticeShown(config('eu'), pair('BTCUSDT'))).toBe(true);
  });

  it('hides on pairs without USDT', () => {
    expect(isEuUsdtNoticeShown(config('eu'), pair('BTCUSDC'))).toBe(false);
    expect(isEuUsdtNoticeShown(config('eu'), pair('ETHBTC'))).toBe(false);
  });

  it('hides outside the EU, with the switch off, or before the config is known', () => {
    expect(isEuUsdtNoticeShown(config('global'), pair('BTCUSDT'))).toBe(false);
    expect(isEuUsdtNoticeShown(config('restricted'), pair('BTCUSDT'))).toBe(false);
    expect(isEuUsdtNoticeShown(config('eu', false), pair('BTCUSDT'))).toBe(false);
    expect(isEuUsdtNoticeShown(undefined, pair('BTCUSDT'))).toBe(false);
  });
});
