import type { CreatePlanOrderBody, ModifyPlanOrderBody } from '../../../shared/protocol';
import { CODES } from '../../../shared/protocol';
import type { Outcome } from '../types';
import type { EngineCore } from './core';
import type { OrderState } from './state';
import { fail } from './validation';

export function installPlanHooks(_core: EngineCore): void {}
export function placePlan(
  _core: EngineCore,
  _accountId: string,
  _body: CreatePlanOrderBody,
): Outcome<OrderState> {
  return fail(CODES.badRequest, 'Plan orders are not supported yet.');
}
export function cancelPlan(_core: EngineCore, _plan: OrderState): Outcome<OrderState> {
  return fail(CODES.badRequest, 'Plan orders are not supported yet.');
}
export function modifyPlan(
  _core: EngineCore,
  _plan: OrderState,
  _body: ModifyPlanOrderBody,
): Outcome<OrderState> {
  return fail(CODES.badRequest, 'Plan orders are not supported yet.');
}
