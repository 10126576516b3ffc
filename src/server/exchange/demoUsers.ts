/**
 * The seeded demo users: one per account kind of the spec (classic, unified, demo, sub-account,
 * copy-trading leader), all with the password "spotdesk", so every account-dependent branch of the
 * page can be logged into. Balances are generous in every token of the whole catalogue, so a user can
 * trade any pair the symbols knob lets in.
 */
import type { AccountKind } from '../../shared/protocol';
import { div, formatFixed, roundToStep, toFixed, unitOf } from '../../shared/money/fixed';
import { buildInstruments, startPriceOf, tokensOf } from './instruments';

export interface DemoUser {
  accountId: string;
  email: string;
  password: string;
  kind: AccountKind;
  displayName: string;
  /** tokenId → free amount (decimal strings), the AccountSeed balances. */
  balances: Record<string, string>;
}

/** Fixed amounts for quote currencies; other tokens get about `baseWorthUsdt` of value. */
const QUOTE_AMOUNTS: Record<string, string> = { USDT: '100000', USDC: '50000', EUR: '50000' };

/**
 * A balance in every token: quote currencies at fixed amounts, every other token worth about
 * `baseWorthUsdt` at its start price against USDT (or, for tokens only quoted elsewhere, 1000 units).
 */
export function demoBalances(baseWorthUsdt = '25000'): Record<string, string> {
  const balances: Record<string, string> = {};
  for (const token of tokensOf(buildInstruments(0))) {
    const fixedAmount = QUOTE_AMOUNTS[token.tokenId];
    if (fixedAmount !== undefined) {
      balances[token.tokenId] = fixedAmount;
      continue;
    }
    const price = startPriceOf(`${token.tokenId}USDT`);
    const amount =
      price === undefined
        ? toFixed('1000')
        : roundToStep(div(toFixed(baseWorthUsdt), price), unitOf(token.precision), 'down');
    balances[token.tokenId] = formatFixed(amount);
  }
  return balances;
}

function user(kind: AccountKind, displayName: string): DemoUser {
  return {
    accountId: `acct-${kind}`,
    email: `${kind.toLowerCase()}@spotdesk.test`,
    password: 'spotdesk',
    kind,
    displayName,
    balances: demoBalances(),
  };
}

export const DEMO_USERS: readonly DemoUser[] = [
  user('classic', 'Classic Trader'),
  user('uta', 'Unified Trader'),
  user('demo', 'Demo Trader'),
  user('sub', 'Sub-account Trader'),
  user('copyLeader', 'Copy-trading Leader'),
];
