import { transfer, type Remote } from 'comlink';
import type { OrderContext, OrderFields, OrderVerdict } from '../../shared/orderChecks';
import type {
  ComputeApi,
  ComputeWorkerApi,
  OrderCheckAnswer,
  OrderCheckQuestion,
} from '../../shared/protocol';
import { createVerdictBoard, VERDICT_BOARD_BYTES } from '../../shared/orderChecks/verdictBoard';

interface Awaiting {
  fields: OrderFields;
  context: OrderContext;
  resolve: (verdict: OrderVerdict) => void;
  reject: (error: unknown) => void;
  /** The frame count past which this question is left to its message. */
  untilFrame: number;
}

/** About UNREAD_MS (src/workers/compute/answerOrderChecks.ts) at 60 Hz. */
const FRAMES_READ = 3;

/**
 * The worker's API with `checkOrder` asked over the order-check channel and answered from the verdict
 * board (src/shared/orderChecks/verdictBoard.ts): a question goes by a port of its own, not Comlink,
 * and the board is read at two moments, so a keystroke's check costs the main thread no message either
 * way:
 * - once the task that asked has done its synchronous work (`afterTask`, a microtask). The order form
 *   asks as it renders a keystroke, so the worker checks while React renders, and a verdict on the
 *   board by then is painted in the keystroke's own task, inside the layout Chromium does after each
 *   typed character, as a check run on the main thread would be (most keystrokes);
 * - for the checks still unanswered then, in each of the next FRAMES_READ animation frames
 *   (`nextFrame`): still painted in the keystroke's frame when the worker is that quick, with a layout
 *   of its own.
 * A verdict the tab has not read (a hidden tab paints no frame) comes by message
 * (src/workers/compute/answerOrderChecks.ts), as does the checks' failure. Should the channel fail to
 * open, every check goes to the worker over Comlink. Only for a cross-origin isolated tab (a
 * SharedArrayBuffer). Tests give their own task ends and frames.
 */
export function checkOrdersOverChannel(
  remote: Remote<ComputeWorkerApi>,
  nextFrame: (callback: () => void) => void = (callback) => requestAnimationFrame(callback),
  afterTask: (callback: () => void) => void = queueMicrotask,
): ComputeApi {
  const board = createVerdictBoard(new SharedArrayBuffer(VERDICT_BOARD_BYTES));
  const channel = new MessageChannel();
  const awaiting = new Map<number, Awaiting>();
  let lastTicket = 0;
  // The context the last question carried: the worker keeps it until another comes.
  let contextSent: OrderContext | undefined;
  let channelFailed = false;
  const askOverComlink = ({ fields, context, resolve, reject }: Awaiting) =>
    remote.checkOrder(fields, context).then(resolve, reject);
  // Questions posted before the worker takes the port wait in it; should opening fail, they and every
  // later one are asked over Comlink.
  remote.openOrderCheckChannel(board.buffer, transfer(channel.port2, [channel.port2])).catch(() => {
    channelFailed = true;
    for (const question of awaiting.values()) void askOverComlink(question);
    awaiting.clear();
  });
  channel.port1.onmessage = ({ data }: MessageEvent<OrderCheckAnswer>) => {
    const question = awaiting.get(data.ticket);
    if (!question) return;
    awaiting.delete(data.ticket);
    if ('verdict' in data) question.resolve(data.verdict);
    else question.reject(new Error(`the order checks failed: ${data.failure}`));
  };

  let taskEndAsked = false;
  let frameAsked = false;
  let frames = 0;
  const readBoard = () => {
    for (const [ticket, question] of awaiting) {
      const verdict = board.read(ticket);
      if (verdict) {
        awaiting.delete(ticket);
        question.resolve(verdict);
      }
    }
  };
  // Frames are asked for while a question asked in the last FRAMES_READ frames is unanswered: one
  // answered later than that comes by message, as in a hidden tab.
  const askFrameIfAwaiting = () => {
    if (frameAsked) return;
    for (const question of awaiting.values())
      if (question.untilFrame > frames) {
        frameAsked = true;
        nextFrame(readInFrame);
        return;
      }
  };
  const readInFrame = () => {
    frameAsked = false;
    frames += 1;
    readBoard();
    askFrameIfAwaiting();
  };
  const readAtTaskEnd = () => {
    taskEndAsked = false;
    readBoard();
    askFrameIfAwaiting();
  };
  const checkOrder: ComputeApi['checkOrder'] = (fields, context) =>
    new Promise((resolve, reject) => {
      const asked = { fields, context, resolve, reject, untilFrame: frames + FRAMES_READ };
      if (channelFailed) {
        void askOverComlink(asked);
        return;
      }
      const ticket = ++lastTicket;
      awaiting.set(ticket, asked);
      const question: OrderCheckQuestion =
        context === contextSent ? { ticket, fields } : { ticket, fields, context };
      contextSent = context;
      channel.port1.postMessage(question);
      if (!taskEndAsked) {
        taskEndAsked = true;
        afterTask(readAtTaskEnd);
      }
    });
  return new Proxy(remote as ComputeApi, {
    get: (target, key, receiver) => (key === 'checkOrder' ? checkOrder : Reflect.get(target, key, receiver)),
  });
}
