/**
 * The tab's side of the order-check channel against the worker's (answerOrderChecks over the real
 * compute core), in one thread over a real MessageChannel: the end of the asking task, the animation
 * frames and the worker's "unread for a while" timers run when the test says.
 */
import type { Remote } from 'comlink';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOrdersOverChannel } from '../../../../src/app/compute/checkOrdersOverChannel';
import { createCompute } from '../../../../src/shared/chart/createCompute';
import { checkOrder } from '../../../../src/shared/orderChecks';
import type { OrderFields, OrderVerdict } from '../../../../src/shared/orderChecks/orderCheckTypes';
import type { ComputeApi, ComputeWorkerApi } from '../../../../src/shared/protocol';
import { answerOrderChecks, UNREAD_MS } from '../../../../src/workers/compute/answerOrderChecks';
import { createFakeKlineRest } from '../../shared/chart/fakeKlineRest';
import { createContext, validFields } from '../../shared/orderChecks/orderFixtures';

let frames: (() => void)[] = [];
let taskEnds: (() => void)[] = [];
let workerTimers: { callback: () => void; ms: number }[] = [];
const ports: MessagePort[] = [];
const run = (due: (() => void)[]) => {
  for (const callback of due) callback();
};
const runFrame = () => run(frames.splice(0));
const runTaskEnd = () => run(taskEnds.splice(0));
const runWorkerTimers = () => run(workerTimers.splice(0).map((timer) => timer.callback));
/** Long enough for a message through a MessageChannel and what it starts. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  frames = [];
  taskEnds = [];
  workerTimers = [];
});
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/**
 * The worker's API over the real core; `slow` holds the checks (so nothing reaches the board) until
 * `finish`; `answers` counts the answers the worker sent by message.
 */
function harness(options: { channelFails?: boolean; core?: Partial<ComputeApi> } = {}) {
  const core = { ...createCompute({ rest: createFakeKlineRest(), now: () => 0 }), ...options.core };
  let holdChecks = false;
  const heldChecks: (() => void)[] = [];
  const slowCore: ComputeApi = {
    ...core,
    checkOrder: async (fields, context) => {
      if (holdChecks) await new Promise<void>((resolve) => heldChecks.push(resolve));
      return core.checkOrder(fields, context);
    },
  };
  const worker = answerOrderChecks(slowCore, (callback, ms) => workerTimers.push({ callback, ms }));
  const sent = { answers: 0, overComlink: 0 };
  const remote = {
    ...worker,
    checkOrder: (fields: OrderFields, context: ReturnType<typeof createContext>) => {
      sent.overComlink += 1;
      return worker.checkOrder(fields, context);
    },
    openOrderCheckChannel: async (buffer: SharedArrayBuffer, port: MessagePort) => {
      if (options.channelFails) throw new Error('no channel');
      ports.push(port);
      // The worker's answers by message, counted as they leave.
      const post = port.postMessage.bind(port);
      port.postMessage = (message: unknown) => {
        sent.answers += 1;
        post(message);
      };
      return worker.openOrderCheckChannel(buffer, port);
    },
  } as unknown as Remote<ComputeWorkerApi>;
  const client = checkOrdersOverChannel(
    remote,
    (callback) => frames.push(callback),
    (callback) => taskEnds.push(callback),
  );
  return {
    client,
    remote,
    sent,
    slow: () => (holdChecks = true),
    finish: () => {
      holdChecks = false;
      heldChecks.splice(0).forEach((release) => release());
    },
  };
}

const watch = (verdict: Promise<OrderVerdict>) => {
  const seen: { verdict?: OrderVerdict; error?: unknown } = {};
  verdict.then(
    (v) => (seen.verdict = v),
    (error: unknown) => (seen.error = error),
  );
  return seen;
};

const refused = { ...validFields('limit', 'Buy'), quantity: '' };

describe('checkOrdersOverChannel', () => {
  it('answers a check at the end of the task that asked, from the board, with no message', async () => {
    const { client, sent } = harness();
    const seen = watch(client.checkOrder(refused, createContext()));
    expect(taskEnds, 'one read asked at the task’s end').toHaveLength(1);
    // The worker has answered on the board (here: once the question's message has gone), then the task ends.
    await settle();
    expect(seen.verdict, 'nothing before the task’s end').toBeUndefined();
    runTaskEnd();
    await settle();
    expect(seen.verdict).toEqual(checkOrder(refused, createContext()));
    expect(seen.verdict).toMatchObject({ ok: false, reason: 'quantityEmpty' });
    expect(frames, 'no frame asked for a check already answered').toHaveLength(0);
    expect(workerTimers.map((timer) => timer.ms)).toEqual([UNREAD_MS]);
    runWorkerTimers();
    await settle();
    expect(sent.answers, 'a verdict read from the board is not sent').toBe(0);
  });

  it('reads a check the board lacks at the task’s end again in the next frames', async () => {
    const { client, sent } = harness();
    const seen = watch(client.checkOrder(refused, createContext()));
    expect(frames, 'no frame asked before the task’s end').toHaveLength(0);
    runTaskEnd();
    expect(seen.verdict, 'the worker had not answered when the task ended').toBeUndefined();
    expect(frames).toHaveLength(1);
    runFrame();
    expect(frames, 'still unanswered: the next frame reads again').toHaveLength(1);
    await settle();
    runFrame();
    await settle();
    expect(seen.verdict).toMatchObject({ ok: false, reason: 'quantityEmpty' });
    expect(frames, 'no more frames once answered').toHaveLength(0);
    expect(sent.answers).toBe(0);
  });

  it('stops reading after three frames and takes the verdict the worker left unread by message', async () => {
    const { client, slow, finish, sent } = harness();
    slow();
    const seen = watch(client.checkOrder(validFields('limit', 'Buy'), createContext()));
    runTaskEnd();
    await settle();
    for (let frame = 0; frame < 3; frame++) runFrame();
    expect(frames, 'no fourth frame').toHaveLength(0);
    finish();
    await settle();
    expect(seen.verdict, 'on the board, but no one reads it').toBeUndefined();
    runWorkerTimers();
    await settle();
    expect(sent.answers).toBe(1);
    expect(seen.verdict).toMatchObject({ ok: true, request: { endpoint: 'createOrder' } });
  });

  it('answers by message while no frame comes (a hidden tab)', async () => {
    const { client, sent } = harness();
    const checks = [1, 2, 3].map((n) =>
      watch(client.checkOrder({ ...refused, price: String(n) }, createContext())),
    );
    runTaskEnd();
    await settle();
    runWorkerTimers();
    await settle();
    expect(checks.map((check) => check.verdict?.ok)).toEqual([false, false, false]);
    expect(sent.answers, 'each verdict once').toBe(3);
  });

  it('sends a verdict about to be written over unread, so each check gets its own', async () => {
    const { client, sent } = harness();
    const first = watch(client.checkOrder(refused, createContext()));
    const second = watch(client.checkOrder(validFields('limit', 'Buy'), createContext()));
    expect(taskEnds, 'one read at the task’s end for both').toHaveLength(1);
    await settle();
    expect(sent.answers, 'the first, written over by the second').toBe(1);
    expect(first.verdict).toMatchObject({ ok: false, reason: 'quantityEmpty' });
    runTaskEnd();
    await settle();
    expect(second.verdict).toMatchObject({ ok: true });
    runWorkerTimers();
    await settle();
    expect(sent.answers).toBe(1);
  });

  it('sends the context only when it is not the last one sent, and checks every question in its own', async () => {
    const { client } = harness();
    const questions: unknown[] = [];
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown) {
      questions.push(message);
      return post.call(this, message);
    } as MessagePort['postMessage'];
    try {
      const rich = createContext();
      const poor = createContext({ quoteAvailable: '1' });
      const buy = validFields('limit', 'Buy');
      const checks = [rich, rich, poor, rich].map((context) => watch(client.checkOrder(buy, context)));
      await settle();
      runTaskEnd();
      runWorkerTimers();
      await settle();
      expect(questions.map((q) => 'context' in (q as object))).toEqual([true, false, true, true]);
      expect(checks.map((check) => check.verdict?.ok)).toEqual([true, true, false, true]);
      expect(checks[2]?.verdict).toEqual(checkOrder(buy, poor));
    } finally {
      MessagePort.prototype.postMessage = post;
    }
  });

  it('sends a verdict too large for the board', async () => {
    const huge: OrderVerdict = {
      ok: false,
      reason: 'quantityEmpty',
      field: 'quantity',
      values: { coin: 'B'.repeat(20_000) },
    };
    const { client, sent } = harness({ core: { checkOrder: async () => huge } });
    const seen = watch(client.checkOrder(refused, createContext()));
    await settle();
    expect(seen.verdict).toEqual(huge);
    expect(sent.answers).toBe(1);
    expect(workerTimers).toEqual([]);
  });

  it('rejects with the worker’s failure, and passes every other call to the worker', async () => {
    const { client, remote } = harness();
    const seen = watch(client.checkOrder(null as unknown as OrderFields, createContext()));
    await settle();
    runTaskEnd();
    await settle();
    expect(seen.error).toBeInstanceOf(Error);
    expect(String(seen.error)).toMatch(/^Error: the order checks failed: /);
    expect(client.drop).toBe(remote.drop);
    expect(client.checkOrderEdit).toBe(remote.checkOrderEdit);
  });

  it('asks over Comlink when the channel cannot open, the questions already asked included', async () => {
    const { client, sent } = harness({ channelFails: true });
    const before = watch(client.checkOrder(refused, createContext()));
    await settle();
    const after = watch(client.checkOrder(validFields('limit', 'Buy'), createContext()));
    await settle();
    expect(before.verdict).toMatchObject({ ok: false, reason: 'quantityEmpty' });
    expect(after.verdict).toMatchObject({ ok: true });
    expect(sent.overComlink).toBe(2);
  });
});
