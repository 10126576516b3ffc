/**
 * Demo accounts (spec 001 §7–8): wallet balance and recharge. Each recharge adds DEMO_RECHARGE_AMOUNT
 * USDT; after DEMO_RECHARGE_MAX of them the account gets 3410020, the code the page shows a specific
 * message for. Other account kinds get 3410021 (not supported).
 */
import { z } from 'zod';
import { API, CODES } from '../../../shared/protocol';
import { privateRoute, type PrivateContext, type Route } from '../context';
import { ok, refuse, type JsonResponse } from '../envelope';
import { parseWith } from '../validate';

export const DEMO_RECHARGE_AMOUNT = '10000';
export const DEMO_RECHARGE_MAX = 5;

const rechargeBody = z.object({ bizScene: z.literal('SPOT_TRADE', { error: 'expected SPOT_TRADE' }) });

function notDemo(c: PrivateContext): JsonResponse | undefined {
  return c.user.kind === 'demo'
    ? undefined
    : refuse(CODES.demoNotSupported, 'only demo accounts can do this');
}

function walletBalance(c: PrivateContext): JsonResponse {
  return notDemo(c) ?? ok({ wb: c.deps.exchange.engine.balances(c.user.accountId) });
}

function recharge(c: PrivateContext): JsonResponse {
  const refused = notDemo(c);
  if (refused) return refused;
  const body = parseWith(rechargeBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const done = c.store.demoRecharged.get(c.user.accountId) ?? 0;
  if (done >= DEMO_RECHARGE_MAX) {
    return refuse(CODES.demoRechargeLimit, 'the demo recharge limit is reached', {
      resultCode: String(CODES.demoRechargeLimit),
    });
  }
  const outcome = c.deps.exchange.engine.adjustBalance(c.user.accountId, 'USDT', DEMO_RECHARGE_AMOUNT);
  if (!outcome.ok)
    return refuse(outcome.error.code, outcome.error.message, { resultCode: String(outcome.error.code) });
  c.store.demoRecharged.set(c.user.accountId, done + 1);
  return ok({ resultCode: '0', balance: outcome.value });
}

export const demoRoutes: Route[] = [
  privateRoute('GET', API.demoWalletBalance, walletBalance),
  privateRoute('POST', API.demoRecharge, recharge),
];
