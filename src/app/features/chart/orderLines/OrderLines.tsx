import { useEffect, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { crossesMarket } from '../../../../shared/chart/crossesMarket';
import { snapPriceToTick } from '../../../../shared/chart/snapPriceToTick';
import { decimalsOf, formatFixed, parseFixed } from '../../../../shared/money/fixed';
import type { Instrument, Order } from '../../../../shared/protocol';
import { formatDecimalForLocale } from '../../../i18n/localeFormat';
import type { ChartPriceLine, KlineChart } from '../kline/createKlineChart';
import { useLastPrice } from '../useLastPrice';
import { ModifyHintDialog, type CrossingHint } from '../../orders';

export interface OrderLinesProps {
  chart: KlineChart;
  instrument: Instrument;
  /** The user's open limit orders of this symbol (the hub's account view). */
  orders: Order[];
  /** Sends the modify; resolves true when the exchange accepted it (the caller toasts either way). */
  onModify(order: Order, price: string): Promise<boolean>;
}

/**
 * Where a line is when not at its order's price: being moved, or sent and waiting. A wait is over once
 * the order's price is no longer the one it was sent from (the hub's account view brought the new one).
 */
type LineState = { kind: 'moving'; price: string } | { kind: 'pending'; price: string; from: string };

function stateOf(states: ReadonlyMap<string, LineState>, order: Order): LineState | undefined {
  const state = states.get(order.orderId);
  return state?.kind === 'pending' && state.from !== order.price ? undefined : state;
}

/**
 * The user's open orders as lines on the chart (issue 6 item 4, spec 000 §4 "Dragging an order line on
 * the chart starts a modify and changes the line text to a pending label"). Each line is a library
 * price line (with its axis label) and a button laid over it at the price axis: the button is what a
 * pointer drags and what a keyboard moves (arrow keys a tick, Page keys ten, Enter sends, Escape puts it
 * back), so the chart's own panning never competes with the drag. A price that crosses the market asks
 * first (ModifyHintDialog). A rejected modify puts the line back at the order's price.
 */
export function OrderLines({ chart, instrument, orders, onModify }: OrderLinesProps) {
  const { t, i18n } = useTranslation();
  const lastPrice = useLastPrice(instrument.symbolId);
  const [states, setStates] = useState<ReadonlyMap<string, LineState>>(new Map());
  const [hint, setHint] = useState<{ order: Order; hint: CrossingHint }>();
  const [, relayout] = useReducer((n: number) => n + 1, 0);
  const lines = useRef(new Map<string, ChartPriceLine>());
  const tick = instrument.minPricePrecision;

  useEffect(() => chart.subscribeLayout(relayout), [chart]);

  const setState = (orderId: string, state: LineState | undefined) =>
    setStates((current) => {
      const next = new Map(current);
      if (state) next.set(orderId, state);
      else next.delete(orderId);
      return next;
    });

  // The library's price lines, one per order; removed with the order or the chart's series.
  useEffect(() => {
    const drawn = lines.current;
    for (const order of orders) {
      const state = stateOf(states, order);
      const price = state?.price ?? order.price;
      const side = t(order.side === 'Buy' ? 'chart.orderLine.buy' : 'chart.orderLine.sell');
      const title =
        state?.kind === 'pending'
          ? t('chart.orderLine.pending')
          : t('chart.orderLine.title', { side, qty: order.origQty });
      const options = {
        price: Number(price),
        color: order.side === 'Buy' ? chart.colors().up : chart.colors().down,
        lineWidth: 1 as const,
        lineStyle: 2,
        axisLabelVisible: true,
        title,
      };
      const line = drawn.get(order.orderId);
      if (line) line.update(options);
      else drawn.set(order.orderId, chart.addPriceLine(options));
    }
    for (const [orderId, line] of drawn) {
      if (!orders.some((o) => o.orderId === orderId)) {
        line.remove();
        drawn.delete(orderId);
      }
    }
  }, [chart, orders, states, t]);
  useEffect(() => {
    const drawn = lines.current;
    return () => {
      for (const line of drawn.values()) line.remove();
      drawn.clear();
    };
  }, [chart]);

  const send = async (order: Order, price: string) => {
    setState(order.orderId, { kind: 'pending', price, from: order.price });
    const accepted = await onModify(order, price);
    if (!accepted) setState(order.orderId, undefined);
  };

  const finish = (order: Order) => {
    const state = stateOf(states, order);
    if (state?.kind !== 'moving' || state.price === order.price) {
      if (state?.kind === 'moving') setState(order.orderId, undefined);
      return;
    }
    if (crossesMarket(order.side, state.price, lastPrice)) {
      setHint({ order, hint: { side: order.side, price: state.price, lastPrice } });
      return;
    }
    void send(order, state.price);
  };

  const moveTo = (order: Order, clientY: number, element: HTMLElement) => {
    const box = element.offsetParent?.getBoundingClientRect();
    const price = chart.mainSeries().coordinateToPrice(clientY - (box?.top ?? 0));
    const snapped = price === null ? undefined : snapPriceToTick(price, tick);
    if (snapped) setState(order.orderId, { kind: 'moving', price: snapped });
  };

  const onKeyDown = (order: Order, event: KeyboardEvent<HTMLButtonElement>) => {
    const steps = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
    if (steps !== undefined) {
      event.preventDefault();
      const from = parseFixed(stateOf(states, order)?.price ?? order.price);
      const step = parseFixed(tick);
      if (from === undefined || step === undefined) return;
      const next = from + step * BigInt(steps);
      if (next > 0n) setState(order.orderId, { kind: 'moving', price: formatFixed(next, decimalsOf(tick)) });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      finish(order);
    } else if (event.key === 'Escape' && stateOf(states, order)?.kind === 'moving') {
      event.preventDefault();
      setState(order.orderId, undefined);
    }
  };

  const series = chart.mainSeries();
  return (
    <>
      <ul className="chart-order-lines" aria-label={t('chart.orderLine.lines')}>
        {orders.map((order) => {
          const state = stateOf(states, order);
          const price = state?.price ?? order.price;
          const y = series.priceToCoordinate(Number(price));
          if (y === null) return null;
          const side = t(order.side === 'Buy' ? 'chart.orderLine.buy' : 'chart.orderLine.sell');
          // aria-disabled, not disabled: a disabled button drops the focus, and a keyboard user who
          // just moved the line would find it on the page's body once the exchange answers.
          const pending = state?.kind === 'pending';
          return (
            <li key={order.orderId} style={{ top: `${y}px` }}>
              <button
                type="button"
                className="chart-order-line"
                data-side={order.side}
                aria-busy={pending}
                aria-disabled={pending || undefined}
                aria-label={t('chart.orderLine.label', {
                  side,
                  qty: formatDecimalForLocale(order.origQty, i18n.language),
                  price: formatDecimalForLocale(price, i18n.language),
                })}
                onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
                  if (pending) return;
                  event.currentTarget.setPointerCapture(event.pointerId);
                  setState(order.orderId, { kind: 'moving', price });
                }}
                onPointerMove={(event) => {
                  if (stateOf(states, order)?.kind !== 'moving') return;
                  moveTo(order, event.clientY, event.currentTarget);
                }}
                onPointerUp={() => finish(order)}
                onKeyDown={(event) => {
                  if (!pending) onKeyDown(order, event);
                }}
              >
                {pending ? t('chart.orderLine.pending') : formatDecimalForLocale(price, i18n.language)}
              </button>
            </li>
          );
        })}
      </ul>
      {hint && (
        <ModifyHintDialog
          hint={hint.hint}
          onCancel={() => {
            setState(hint.order.orderId, undefined);
            setHint(undefined);
          }}
          onConfirm={() => {
            setHint(undefined);
            void send(hint.order, hint.hint.price);
          }}
        />
      )}
    </>
  );
}
