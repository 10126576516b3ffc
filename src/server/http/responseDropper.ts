/**
 * The switch behind POST /__control/drop-order-response: lose the answers of the next order-creating
 * requests, as when a response is lost on the way, so the page's retry with the same client order id
 * can be tested against a server that did place the order. startServer.ts does the losing.
 */
import { API } from '../../shared/protocol';

/** The requests whose answer the drop switch loses: the two that create orders. */
const ORDER_CREATING: ReadonlySet<string> = new Set([API.createOrder, API.createPlanOrder]);

/**
 * "Lose the next order answers" (POST /__control/drop-order-response): the next `count` order-creating
 * requests are processed as usual (the order IS placed) and then get no answer at all, as when a
 * response is lost on the way. Every POST to create or plan/create counts, whatever its outcome.
 */
export interface ResponseDropper {
  /** Loses the answers of the next `count` order-creating requests; 0 disarms. */
  arm(count: number): void;
  /** How many answers are still to be lost. */
  pending(): number;
  /** Whether this request's answer is to be lost (counting it if so). */
  take(method: string, path: string): boolean;
}

/** `onArm` runs when the switch is armed (the server closes its idle keep-alive connections). */
export function createResponseDropper(onArm: () => void = () => undefined): ResponseDropper {
  let left = 0;
  return {
    arm(count) {
      left = count;
      if (count > 0) onArm();
    },
    pending: () => left,
    take(method, path) {
      if (left === 0 || method !== 'POST' || !ORDER_CREATING.has(path)) return false;
      left--;
      return true;
    },
  };
}
