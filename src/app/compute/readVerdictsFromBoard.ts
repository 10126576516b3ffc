import type { Remote } from 'comlink';
import type { OrderVerdict } from '../../shared/orderChecks';
import type { ComputeApi, ComputeWorkerApi } from '../../shared/protocol';
import { createVerdictBoard, VERDICT_BOARD_BYTES } from '../../shared/orderChecks/verdictBoard';

/**
 * The worker's API with `checkOrder` answered from the verdict board when it can be
 * (src/shared/orderChecks/verdictBoard.ts): each check is asked with a ticket, and the board is read
 * before the worker's message could answer, at two moments:
 * - once the task that asked has done its synchronous work (`afterTask`, a microtask). The order form
 *   asks as it renders a keystroke, so the worker checks while React renders, and a verdict on the
 *   board by then is painted in the keystroke's own task, inside the layout Chromium does after each
 *   typed character, as a check run on the main thread would be (most keystrokes);
 * - for the checks still unanswered then, in the tab's next animation frame (`nextFrame`): still painted
 *   in the keystroke's frame, with a layout of its own.
 * Otherwise the worker's message answers, as without a board. Only for a cross-origin isolated tab (a
 * SharedArrayBuffer). Tests give their own task ends and frames.
 */
export function readVerdictsFromBoard(
  remote: Remote<ComputeWorkerApi>,
  nextFrame: (callback: () => void) => void = (callback) => requestAnimationFrame(callback),
  afterTask: (callback: () => void) => void = queueMicrotask,
): ComputeApi {
  const board = createVerdictBoard(new SharedArrayBuffer(VERDICT_BOARD_BYTES));
  // Shared before any check (the worker takes its messages in order). Should sharing fail, nothing is
  // ever read from the board and the messages answer every check.
  remote.shareVerdictBoard(board.buffer).catch(() => undefined);
  let lastTicket = 0;
  // The checks still unanswered, with one read asked at the task's end and, if some are still
  // unanswered then, one at the next frame, for all of them: a tab that is hidden paints no frame, and
  // its checks are answered by their messages.
  const awaiting = new Map<number, (verdict: OrderVerdict) => void>();
  let taskEndAsked = false;
  let frameAsked = false;
  const readBoard = () => {
    for (const [ticket, resolve] of awaiting) {
      const verdict = board.read(ticket);
      if (verdict) {
        awaiting.delete(ticket);
        resolve(verdict);
      }
    }
  };
  const readAtTaskEnd = () => {
    taskEndAsked = false;
    readBoard();
    // Those the worker has not answered yet are read again in the next frame.
    if (awaiting.size > 0 && !frameAsked) {
      frameAsked = true;
      nextFrame(readAtFrame);
    }
  };
  const readAtFrame = () => {
    frameAsked = false;
    readBoard();
    // The board holds one verdict: those not read by now are answered by their messages.
    awaiting.clear();
  };
  const checkOrder: ComputeApi['checkOrder'] = (fields, context) => {
    const ticket = ++lastTicket;
    const answered = remote.checkOrderOnBoard(ticket, fields, context);
    return new Promise((resolve, reject) => {
      awaiting.set(ticket, resolve);
      if (!taskEndAsked) {
        taskEndAsked = true;
        afterTask(readAtTaskEnd);
      }
      answered.then(
        (verdict) => {
          awaiting.delete(ticket);
          resolve(verdict);
        },
        (error: unknown) => {
          awaiting.delete(ticket);
          reject(error);
        },
      );
    });
  };
  return new Proxy(remote as ComputeApi, {
    get: (target, key, receiver) => (key === 'checkOrder' ? checkOrder : Reflect.get(target, key, receiver)),
  });
}
