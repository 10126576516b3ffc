/**
 * What the order-form tests share: the trade area (with the order book beside it when a test clicks
 * the book) rendered against the msw exchange as a given user, in the app's providers, the form found
 * as a person finds it, and the engine's view of that user's orders.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { API, type UserProfile } from '../../../../src/shared/protocol';
import type { MswExchangeEnv } from '../../../msw/setupMswExchange';
import { profileOf } from '../../../../src/server/api/routes/session';
import { BookPanel } from '../../../../src/app/features/orderBook';
import { TradeArea } from '../../../../src/app/features/orderForm/TradeArea';
import { useSpotInstrument } from '../../../../src/app/instruments/useSpotInstrument';
import { flushHubs, renderApp } from '../../renderApp';

export const PAGE = '/en/trade/spot/BTC/USDT';

export interface FormOptions {
  email?: string;
  path?: string;
  /** Changes to the user's double_confirm (default: the confirmation off, so an order goes at once). */
  doubleConfirm?: Partial<UserProfile['double_confirm']>;
  /** The order book panel beside the form (a row click drafts an order; own orders are marked). */
  withBook?: boolean;
  /** The user's member tags (default: the simulator's), e.g. a unified-account upgrade in PROCESS. */
  memberTag?: UserProfile['member_tag'];
  /** Called at each React commit inside the trade area (the book beside it not included). */
  onTradeAreaCommit?: () => void;
}

/** The panels of the page's pair, once the hub's symbol list has it, as the trading page places them. */
function PairPanels({
  base,
  quote,
  withBook,
  onTradeAreaCommit = () => undefined,
}: {
  base: string;
  quote: string;
  withBook: boolean;
  onTradeAreaCommit?: (() => void) | undefined;
}) {
  const state = useSpotInstrument(base, quote);
  if (state.status !== 'ready') return null;
  return (
    <>
      {withBook && <BookPanel instrument={state.instrument} />}
      <Profiler id="trade-area" onRender={onTradeAreaCommit}>
        <TradeArea instrument={state.instrument} />
      </Profiler>
    </>
  );
}

/** Renders the page as `email` (a visitor without one) and waits for the order form. */
export async function renderForm(env: MswExchangeEnv, options: FormOptions = {}) {
  const { email, path = PAGE, doubleConfirm = { tradeNotifyClose: true }, withBook = false } = options;
  const accountId = email ? env.current.loginAs(email) : undefined;
  if (email) {
    const user = env.current.users.byEmail(email);
    // Made at each request, as the simulator does: a reload sees the account's risk status as it is.
    env.server.use(
      http.get(`*${API.profile}`, () => {
        const profile = profileOf(user, env.current.users);
        return HttpResponse.json({
          code: 0,
          success: true,
          message: '',
          result: {
            ...profile,
            member_tag: options.memberTag ?? profile.member_tag,
            double_confirm: { ...profile.double_confirm, ...doubleConfirm },
          },
        });
      }),
    );
  }
  const user = userEvent.setup();
  const [base = '', quote = ''] = pairOf(path).split('/');
  const view = renderApp(path, {
    panel: (
      <PairPanels
        base={base}
        quote={quote}
        withBook={withBook}
        onTradeAreaCommit={options.onTradeAreaCommit}
      />
    ),
  });
  const form = await screen.findByRole('form', { name: `Order form, ${pairOf(path)}` }, { timeout: 10_000 });
  const tick = async (ms = 200) => {
    env.current.time.advance(ms);
    await flushHubs();
  };
  return { ...view, user, form, accountId, tick };
}

/** Moves the market until the form's price holds the last price (its first use). */
export async function waitForPrefill(form: HTMLElement, tick: () => Promise<void>, label = 'Price (USDT)') {
  const price = within(form).getByLabelText(label) as HTMLInputElement;
  await waitFor(async () => {
    await tick();
    expect(price.value).not.toBe('');
  });
  return price.value;
}

function pairOf(path: string): string {
  const [, , , , base, quote] = path.split('/');
  return `${base}/${quote}`;
}

/** Every order of the account on a pair, open or done, plain and plan. */
export function ordersOf(env: MswExchangeEnv, accountId: string, symbolId = 'BTCUSDT') {
  const engine = env.exchange.engine;
  return [
    ...engine.openOrders(accountId, { symbolId }),
    ...engine.orderHistory(accountId, { symbolId }),
    ...engine.openPlanOrders(accountId, { symbolId }),
    ...engine.planOrderHistory(accountId, { symbolId }),
  ];
}

/** Types into a labelled field, replacing what it holds. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  label: string,
  text: string,
) {
  const field = within(form).getByLabelText(label);
  await user.clear(field);
  if (text !== '') await user.type(field, text);
  return field as HTMLInputElement;
}

/** Waits for the field to show `value` (the last price prefills the price). */
export async function waitForValue(form: HTMLElement, label: string, value: string | RegExp) {
  await waitFor(() => expect((within(form).getByLabelText(label) as HTMLInputElement).value).toMatch(value));
}

/** Picks an option of a kit Select by its label. */
export async function choose(
  user: Awaited<ReturnType<typeof renderForm>>['user'],
  form: HTMLElement,
  label: string | RegExp,
  option: string | RegExp,
) {
  await user.click(within(form).getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
