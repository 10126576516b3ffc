import type { Instrument, WebConfig } from '../../../shared/protocol';

/** The stablecoin whose pairs carry the EU notice (spec 000 §2). */
const USDT = 'USDT';

/**
 * Spec 000 §2: "for EU users a notice appears when the pair involves USDT and a compliance setting is
 * on". Hidden while the web config is unknown.
 */
export function isEuUsdtNoticeShown(config: WebConfig | undefined, instrument: Instrument): boolean {
  if (!config || config.region !== 'eu' || !config.compliance.euUsdtNotice) return false;
  return instrument.baseTokenName === USDT || instrument.quoteTokenName === USDT;
}
