import { Suspense } from 'react';
import type { Instrument } from '../../../shared/protocol';
import { lazyWithReload } from '../../loading/lazyWithReload';
import './TradeAreaSlot.css';

const TradeArea = lazyWithReload(async () => (await import('./TradeArea')).TradeArea);

/**
 * The trade area as the layouts place it: its code (the form, its fields, the kit's select, popover
 * and dialog) loads after the first paint, behind a place held at the form's height so nothing below
 * it moves when it arrives.
 */
export function LazyTradeArea({ instrument }: { instrument: Instrument }) {
  return (
    <Suspense fallback={<div className="trade-area-slot" aria-hidden="true" />}>
      <TradeArea instrument={instrument} />
    </Suspense>
  );
}
