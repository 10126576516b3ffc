/**
 * The JS heaps of the SharedWorkers in a browser (the tabs bench's hub worker), which Playwright has no
 * handle on: read over the browser's own CDP session.
 */
import type { Browser, CDPSession } from 'playwright-core';

/** How long a worker may take to answer before the reading fails rather than hangs the bench. */
const ANSWER_TIMEOUT_MS = 10_000;

export interface SharedWorkerHeap {
  url: string;
  /** The worker's JS heap in use (V8's used size, as a page's `JSHeapUsedSize`), MiB. */
  usedMiB: number;
}

/** One CDP call to an attached target, through the browser's session (Target.sendMessageToTarget). */
function callTarget(cdp: CDPSession, sessionId: string, method: string): Promise<Record<string, unknown>> {
  const id = 1;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cdp.off('Target.receivedMessageFromTarget', onMessage);
      reject(new Error(`${method}: no answer in ${ANSWER_TIMEOUT_MS} ms`));
    }, ANSWER_TIMEOUT_MS);
    const onMessage = (event: { sessionId: string; message: string }) => {
      if (event.sessionId !== sessionId) return;
      const reply = JSON.parse(event.message) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: unknown;
      };
      if (reply.id !== id) return;
      clearTimeout(timer);
      cdp.off('Target.receivedMessageFromTarget', onMessage);
      if (reply.result) resolve(reply.result);
      else reject(new Error(`${method}: ${JSON.stringify(reply.error)}`));
    };
    cdp.on('Target.receivedMessageFromTarget', onMessage);
    cdp
      .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) })
      .catch(reject);
  });
}

/**
 * The JS heap of every SharedWorker running in `browser` (Playwright has no handle on them): each is
 * found among the browser's CDP targets, attached for one `Runtime.getHeapUsage`, and let go.
 */
export async function sharedWorkerHeaps(browser: Browser): Promise<SharedWorkerHeap[]> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const heaps: SharedWorkerHeap[] = [];
    for (const target of targetInfos.filter((info) => info.type === 'shared_worker')) {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      });
      try {
        const { usedSize } = (await callTarget(cdp, sessionId, 'Runtime.getHeapUsage')) as {
          usedSize: number;
        };
        heaps.push({ url: target.url, usedMiB: usedSize / 2 ** 20 });
      } finally {
        await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      }
    }
    return heaps;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
