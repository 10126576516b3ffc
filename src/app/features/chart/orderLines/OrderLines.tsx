import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/useTranslation';
import { crossesMarket } from '../../../../shared/chart/crossesMarket';
import { snapPriceToTick } from '../../../../shared/chart/snapPriceToTick';
import { decimalsOf, formatFixed, parseFixed } from '../../../../shared/money/fixed';
import type { Instrument, Order } from '../../../../shared/protocol';
import type { ChartColors } from '../kline/chartColors';
import type { ChartPriceLine, KlineChart } from '../kline/createKlineChart';
import { lastPriceAtom, lastPriceKnownAtom } from '../../../instruments/lastPriceAtom';
import { useAtomValue, useStore } from '../../../state/appJotai';
import { ModifyHintDialog, type CrossingHint } from '../../orders';
import { OrderLineHandle, type HandleEvents, type LineState } from './OrderLineHandle';

export interface OrderLinesProps {
  chart: KlineChart;
  instrument: Instrument;
  /** The user's open limit orders of this symbol (the hub's account view). */
  orders: Order[];
  /** Sends the modify; resolves true when the exchange accepted it (the caller toasts either way). */
  onModify(order: Order, price: string): Promise<boolean>;
}

/** What a drawn line was drawn from. */
interface DrawnFrom {
  order: Order;
  state: LineState | undefined;
  t: TFunction;
  colors: ChartColors;
}

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
  const { t } = useTranslation();
  // The last price is read when a drag ends, not followed: this renders with every move of the chart
  // already. Watching whether it is known keeps the ticker watched, so the read finds it current.
  const store = useStore();
  useAtomValue(lastPriceKnownAtom(instrument.symbolId));
  const [states, setStates] = useState<ReadonlyMap<string, LineState>>(new Map());
  const [hint, setHint] = useState<{ order: Order; hint: CrossingHint }>();
  const [, relayout] = useReducer((n: number) => n + 1, 0);
  const lines = useRef(new Map<string, ChartPriceLine>());
  const drawnFrom = useRef(new Map<string, DrawnFrom>());
  const tick = instrument.minPricePrecision;

  useEffect(() => chart.subscribeLayout(relayout), [chart]);

  const setState = (orderId: string, state: LineState | undefined) =>
    setStates((current) => {
      const next = new Map(current);
      if (state) next.set(orderId, state);
      else next.delete(orderId);
      return next;
    });

  // The library's price lines, one per order; removed with the order or the chart's series. A line
  // whose order (the same object while unchanged: shared/hub/accountPatch.ts), state, words and colours
  // are as last drawn is left alone: with hundreds of orders, most snapshots change a few.
  const series = chart.mainSeries();
  const height = chart.paneHeight();
  // Only the orders whose price is in view have a line and a handle: an account with hundreds of
  // orders far from the market would otherwise have the chart draw hundreds of lines at every change.
  // The view moves with every scroll, zoom and live candle (subscribeLayout re-renders), and the Open
  // orders tab lists every order. A line being dragged or sent stays wherever it is: its handle holds
  // the pointer.
  const placed: { order: Order; y: number }[] = [];
  for (const order of orders) {
    const state = stateOf(states, order);
    const y = series.priceToCoordinate(Number(state?.price ?? order.price));
    if (y !== null && (state !== undefined || (y >= 0 && y <= height))) placed.push({ order, y });
  }
  // The same list while the same orders are in view, so the effect below runs only when that changes:
  // this component renders with every move of the chart, and a passive effect left at each render
  // costs React a task of its own after every market frame.
  const inView = useSameItems(placed.map(({ order }) => order));
  useEffect(() => {
    const drawn = lines.current;
    const colors = chart.colors();
    for (const order of inView) {
      const state = stateOf(states, order);
      const last = drawnFrom.current.get(order.orderId);
      if (last?.order === order && last.state === state && last.t === t && last.colors === colors) continue;
      drawnFrom.current.set(order.orderId, { order, state, t, colors });
      const price = state?.price ?? order.price;
      const side = t(order.side === 'Buy' ? 'chart.orderLine.buy' : 'chart.orderLine.sell');
      const title =
        state?.kind === 'pending'
          ? t('chart.orderLine.pending')
          : t('chart.orderLine.title', { side, qty: order.origQty });
      const options = {
        price: Number(price),
        color: order.side === 'Buy' ? colors.up : colors.down,
        lineWidth: 1 as const,
        lineStyle: 2,
        axisLabelVisible: true,
        title,
      };
      const line = drawn.get(order.orderId);
      if (line) line.update(options);
      else drawn.set(order.orderId, chart.addPriceLine(options));
    }
    const shown = new Set(inView.map((order) => order.orderId));
    for (const [orderId, line] of drawn) {
      if (!shown.has(orderId)) {
        line.remove();
        drawn.delete(orderId);
        drawnFrom.current.delete(orderId);
      }
    }
  }, [chart, inView, states, t]);
  useEffect(() => {
    const drawn = lines.current;
    const from = drawnFrom.current;
    return () => {
      for (const line of drawn.values()) line.remove();
      drawn.clear();
      from.clear();
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
    const lastPrice = store.get(lastPriceAtom(instrument.symbolId));
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

  // The handles' events read the lines' latest states through this ref, so each handle's props stay
  // the same while its order and line do, and an unchanged handle does not render again.
  const events = useRef<HandleEvents | undefined>(undefined);
  useLayoutEffect(() => {
    events.current = {
      pointerDown(order, price) {
        setState(order.orderId, { kind: 'moving', price });
      },
      pointerMove(order, clientY, element) {
        if (stateOf(states, order)?.kind === 'moving') moveTo(order, clientY, element);
      },
      pointerUp: finish,
      keyDown: onKeyDown,
    };
  });
  const stableEvents = useMemo<HandleEvents>(
    () => ({
      pointerDown: (order, price) => events.current?.pointerDown(order, price),
      pointerMove: (order, clientY, element) => events.current?.pointerMove(order, clientY, element),
      pointerUp: (order) => events.current?.pointerUp(order),
      keyDown: (order, event) => events.current?.keyDown(order, event),
    }),
    [],
  );

  return (
    <>
      <ul className="chart-order-lines" aria-label={t('chart.orderLine.lines')}>
        {placed.map(({ order, y }) => (
          <OrderLineHandle
            key={order.orderId}
            order={order}
            state={stateOf(states, order)}
            y={y}
            events={stableEvents}
          />
        ))}
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

/** `items`, or the array last returned when that held the same items in the same order. */
function useSameItems<T>(items: T[]): T[] {
  const [kept, setKept] = useState(items);
  const same = kept.length === items.length && kept.every((item, index) => item === items[index]);
  // Adjusting state while rendering (React's pattern for following a prop): kept for the next render.
  if (!same) setKept(items);
  return same ? kept : items;
}
