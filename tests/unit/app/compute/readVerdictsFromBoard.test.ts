/**
 * The tab's side of the verdict board against the worker's (postVerdictsToBoard over the real compute
 * core), in one thread: the worker's answers, which a browser would carry as messages, are held until
 * the test lets them go, and the end of the asking task and the animation frames run when the test
 * says.
 */
import type { Remote } from 'comlink';
import { beforeEach, describe, expect, it } from 'vitest';
import { readVerdictsFromBoard } from '../../../../src/app/compute/readVerdictsFromBoard';
import { createCompute } from '../../../../src/shared/chart/createCompute';
import { checkOrder } from '../../../../src/shared/orderChecks';
import type { OrderFields, OrderVerdict } from '../../../../src/shared/orderChecks/orderCheckTypes';
import type { ComputeApi, ComputeWorkerApi } from '../../../../src/shared/protocol';
import { postVerdictsToBoard } from '../../../../src/workers/compute/postVerdictsToBoard';
import { createFakeKlineRest } from '../../shared/chart/fakeKlineRest';
import { createContext, validFields } from '../../shared/orderChecks/orderFixtures';

let frames: (() => void)[] = [];
let taskEnds: (() => void)[] = [];
const run = (due: (() => void)[]) => {
  for (const callback of due) callback();
};
const runFrame = () => run(frames.splice(0));
const runTaskEnd = () => run(taskEnds.splice(0));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  frames = [];
  taskEnds = [];
});

/**
 * The worker's API with its checks answered on the board at once and by message only when `deliver` is
 * called; `slow` holds the check itself (so nothing is on the board) until `finish`.
 */
function harness() {
  const core = createCompute({ rest: createFakeKlineRest(), now: () => 0 });
  let holdChecks = false;
  const heldChecks: (() => void)[] = [];
  const slowCore: ComputeApi = {
    ...core,
    checkOrder: async (fields, context) => {
      if (holdChecks) await new Promise<void>((resolve) => heldChecks.push(resolve));
      return core.checkOrder(fields, context);
    },
  };
  const worker = postVerdictsToBoard(slowCore);
  const messages: (() => void)[] = [];
  const remote = {
    ...worker,
    checkOrderOnBoard: (ticket: number, fields: OrderFields, context: ReturnType<typeof createContext>) => {
      // Settled at once (a rejection is handled), handed over when the test delivers the messages.
      const outcome = worker.checkOrderOnBoard(ticket, fields, context).then(
        (verdict) => ({ verdict }),
        (error: unknown) => ({ error }),
      );
      return new Promise<OrderVerdict>((resolve, reject) =>
        messages.push(() => void outcome.then((o) => ('error' in o ? reject(o.error) : resolve(o.verdict)))),
      );
    },
  } as unknown as Remote<ComputeWorkerApi>;
  return {
    client: readVerdictsFromBoard(
      remote,
      (callback) => frames.push(callback),
      (callback) => taskEnds.push(callback),
    ),
    remote,
    deliver: () => messages.splice(0).forEach((message) => message()),
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

describe('readVerdictsFromBoard', () => {
  it('answers a check at the end of the task that asked, when the board holds its verdict by then', async () => {
    const { client } = harness();
    const seen = watch(client.checkOrder(refused, createContext()));
    expect(taskEnds, 'one read asked at the task’s end').toHaveLength(1);
    // The worker has answered on the board (here: once the test's promises have run), then the task ends.
    await settle();
    expect(seen.verdict, 'nothing before the task’s end').toBeUndefined();
    runTaskEnd();
    await settle();
    expect(seen.verdict).toEqual(checkOrder(refused, createContext()));
    expect(seen.verdict).toMatchObject({ ok: false, reason: 'quantityEmpty' });
    expect(frames, 'no frame asked for a check already answered').toHaveLength(0);
  });

  it('reads a check the board lacks at the task’s end again in the next frame, before the worker’s message', async () => {
    const { client } = harness();
    const seen = watch(client.checkOrder(refused, createContext()));
    expect(frames, 'no frame asked before the task’s end').toHaveLength(0);
    runTaskEnd();
    await settle();
    expect(seen.verdict, 'the worker had not answered when the task ended').toBeUndefined();
    expect(frames).toHaveLength(1);
    runFrame();
    await settle();
    expect(seen.verdict).toMatchObject({ ok: false, reason: 'quantityEmpty' });
  });

  it('waits for the message when the verdict is not on the board by the frame', async () => {
    const { client, slow, finish, deliver } = harness();
    slow();
    const seen = watch(client.checkOrder(validFields('limit', 'Buy'), createContext()));
    runTaskEnd();
    await settle();
    runFrame();
    await settle();
    expect(seen.verdict).toBeUndefined();
    finish();
    await settle();
    expect(seen.verdict, 'the board is read in the frame only').toBeUndefined();
    deliver();
    await settle();
    expect(seen.verdict).toMatchObject({ ok: true, request: { endpoint: 'createOrder' } });
  });

  it('answers a check the board has moved past with its own message, never a later verdict', async () => {
    const { client, deliver } = harness();
    const first = watch(client.checkOrder(refused, createContext()));
    const second = watch(client.checkOrder(validFields('limit', 'Buy'), createContext()));
    expect(taskEnds, 'one read at the task’s end for both').toHaveLength(1);
    await settle();
    runTaskEnd();
    await settle();
    expect(first.verdict).toBeUndefined();
    expect(second.verdict).toMatchObject({ ok: true });
    expect(frames, 'the first read again in the next frame').toHaveLength(1);
    runFrame();
    await settle();
    expect(first.verdict).toBeUndefined();
    deliver();
    await settle();
    expect(first.verdict).toMatchObject({ ok: false, reason: 'quantityEmpty' });
  });

  it('answers by message while no frame comes (a hidden tab)', async () => {
    const { client, deliver } = harness();
    const checks = [1, 2, 3].map(() => watch(client.checkOrder(refused, createContext())));
    runTaskEnd();
    await settle();
    deliver();
    await settle();
    expect(checks.map((check) => check.verdict?.ok)).toEqual([false, false, false]);
    expect(frames).toHaveLength(1);
  });

  it('passes the worker’s failure on, and every other call to the worker', async () => {
    const { client, remote, deliver } = harness();
    const seen = watch(client.checkOrder(null as unknown as OrderFields, createContext()));
    await settle();
    runTaskEnd();
    runFrame();
    deliver();
    await settle();
    expect(seen.error).toBeInstanceOf(TypeError);
    expect(client.drop).toBe(remote.drop);
    expect(client.checkOrderEdit).toBe(remote.checkOrderEdit);
  });
});
