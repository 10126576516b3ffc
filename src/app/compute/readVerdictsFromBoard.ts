import type { Remote } from 'comlink';
import type { OrderVerdict } from '../../shared/orderChecks';
import type { ComputeApi, ComputeWorkerApi } from '../../shared/protocol';
import { createVerdictBoard, VERDICT_BOARD_BYTES } from '../../shared/orderChecks/verdictBoard';

/**
 * The worker's API with `checkOrder` answered from the verdict board when it can be
 * (src/shared/orderChecks/verdictBoard.ts): each check is asked with a ticket, and the board is read
 * twice before the worker's message could answer. First once the task that asked has done its
 * synchronous work (`afterTask`, a microtask): the order form asks as it renders a keystroke, so the
 * worker answers while React renders, and a verdict on the board by then is painted in the
 * keystroke's own task, before the layout Chromium does after each typed character, as a check run on
 * the main thread would be. Then in the tab's next animation frame (`nextFrame`): still painted in the
 * keystroke's frame. Otherwise the worker's message answers, as without a board. Only for a
 * cross-origin isolated tab (a SharedArrayBuffer). Tests give their own task ends and frames.
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
  // The checks still unanswered, with one read asked at the task's end and one at the next frame for
  // all of them: a tab that is hidden paints no frame, and its checks are answered by their messages.
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
      if (!frameAsked) {
        frameAsked = true;
        nextFrame(readAtFrame);
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
