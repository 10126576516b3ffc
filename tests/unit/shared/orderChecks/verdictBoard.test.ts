import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkOrder } from '../../../../src/shared/orderChecks';
import type { OrderVerdict } from '../../../../src/shared/orderChecks/orderCheckTypes';
import { createVerdictBoard, VERDICT_BOARD_BYTES } from '../../../../src/shared/orderChecks/verdictBoard';
import { createContext, validFields } from './orderFixtures';

const newBoard = () => createVerdictBoard(new SharedArrayBuffer(VERDICT_BOARD_BYTES));

describe('the verdict board', () => {
  it('gives back the verdict written under a ticket, exactly, and nothing for another ticket', () => {
    const board = newBoard();
    const verdict = checkOrder(validFields('limit', 'Buy'), createContext());
    expect(verdict.ok).toBe(true);
    expect(board.post(7, verdict)).toBe(true);
    expect(board.read(7)).toEqual(verdict);
    expect(board.read(6)).toBeUndefined();
    expect(board.read(0), 'ticket 0 marks a board being written').toBeUndefined();
    expect(board.read(8)).toBeUndefined();

    const refusal: OrderVerdict = {
      ok: false,
      reason: 'notOnStep',
      field: 'price',
      values: { step: '0.01' },
    };
    board.post(8, refusal);
    expect(board.read(8)).toEqual(refusal);
    expect(board.read(7), 'the board holds the latest verdict only').toBeUndefined();

    const unicode: OrderVerdict = {
      ok: false,
      reason: 'notOnStep',
      values: { step: '０.01 价格 📈 \u2028' },
    };
    board.post(9, unicode);
    expect(board.read(9)).toEqual(unicode);
  });

  it('tells the writer whether the tab has read the verdict under a ticket', () => {
    const board = newBoard();
    board.post(3, { ok: false, reason: 'login' });
    expect(board.wasRead(3)).toBe(false);
    expect(board.read(2), 'another ticket is not a read').toBeUndefined();
    expect(board.wasRead(3)).toBe(false);
    board.read(3);
    expect(board.wasRead(3)).toBe(true);
    expect(board.wasRead(2), 'nor is an earlier one needed any more').toBe(true);
    board.post(4, { ok: false, reason: 'login' });
    expect(board.wasRead(4)).toBe(false);
  });

  it('writes nothing it cannot hold whole, and the verdict before it is gone', () => {
    const board = newBoard();
    board.post(1, { ok: false, reason: 'quantityEmpty', field: 'quantity' });
    const huge: OrderVerdict = {
      ok: false,
      reason: 'notOnStep',
      values: { step: 'x'.repeat(VERDICT_BOARD_BYTES) },
    };
    expect(board.post(2, huge)).toBe(false);
    expect(board.read(2)).toBeUndefined();
    expect(board.read(1)).toBeUndefined();
  });

  it('refuses a ticket that is not a positive 32-bit integer', () => {
    const board = newBoard();
    for (const ticket of [0, -1, 1.5, 2 ** 31, Number.NaN])
      expect(() => board.post(ticket, { ok: false, reason: 'login' }), String(ticket)).toThrow(RangeError);
  });

  it('never gives a torn verdict while another thread writes over it', async () => {
    // The board's own module, run in a worker thread that writes 20 000 verdicts of changing lengths as
    // fast as it can, counting each in a second buffer; this thread reads the counted ticket and the
    // next (likely being written) all the while. A torn read would fail to parse or hold another pad.
    const folder = await mkdtemp(join(tmpdir(), 'verdict-board-'));
    const source = await readFile(
      new URL('../../../../src/shared/orderChecks/verdictBoard.ts', import.meta.url),
      'utf8',
    );
    const module = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    await writeFile(join(folder, 'verdictBoard.mjs'), module);
    await writeFile(
      join(folder, 'writer.mjs'),
      `import { workerData } from 'node:worker_threads';
       import { createVerdictBoard } from './verdictBoard.mjs';
       const board = createVerdictBoard(workerData.board);
       const counted = new Int32Array(workerData.counted);
       for (let ticket = 1; ticket <= workerData.tickets; ticket += 1) {
         board.post(ticket, { ok: false, reason: 'notOnStep', values: { ticket: String(ticket), pad: 'x'.repeat(ticket % 997) } });
         Atomics.store(counted, 0, ticket);
       }`,
    );
    const tickets = 20_000;
    const board = newBoard();
    const counted = new Int32Array(new SharedArrayBuffer(4));
    try {
      const writer = new Worker(join(folder, 'writer.mjs'), {
        workerData: { board: board.buffer, counted: counted.buffer, tickets },
      });
      const done = new Promise<number>((resolve, reject) => {
        writer.once('exit', resolve);
        writer.once('error', reject);
      });
      // Read without yielding, for as long as the writer writes (bounded, should it never finish).
      let read = 0;
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const last = Atomics.load(counted, 0);
        for (const ticket of [last, last + 1]) {
          const verdict = board.read(ticket);
          if (!verdict) continue;
          read += 1;
          expect(verdict).toEqual({
            ok: false,
            reason: 'notOnStep',
            values: { ticket: String(ticket), pad: 'x'.repeat(ticket % 997) },
          });
        }
        if (last === tickets) break;
      }
      expect(await done).toBe(0);
      expect(board.read(tickets)).toMatchObject({ values: { ticket: String(tickets) } });
      expect(read).toBeGreaterThan(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
