import { transfer, wrap, type Remote } from 'comlink';
import { flushSync } from 'react-dom';
import type { HubApi, HubWorkerApi, SnapshotDelivery, SnapshotSink } from '../../shared/protocol';
import { connectHubClient } from './connectHubClient';
import type { HubClient } from './HubClient';
import type { HubLink } from './HubLink';
import { watchHubLife } from './watchHubLife';

/**
 * The tab's client of the market hub. One SharedWorker per origin serves every tab (one socket);
 * where `SharedWorker` is missing (older Android Chrome, some webviews) the same module runs as a
 * dedicated Worker for this tab alone. When the worker dies, every tab learns it from the worker's
 * life lock (watchHubLife) and opens the worker again: the same URL and name, so the tabs that
 * survive all reach one new SharedWorker, whichever of them starts it.
 */
export function createHubClient(): HubClient {
  return connectHubClient(openWorkerLink, { commit: flushSync });
}

/**
 * The URL is a string to the bundler, not an import: the app never imports worker code. Vite only
 * bundles a worker whose `new URL(...)` is written inside the constructor call, hence the repetition.
 */
function openWorkerLink(): HubLink {
  let endpoint: MessagePort | Worker;
  let end: () => void;
  if (typeof SharedWorker === 'undefined') {
    const worker = new Worker(new URL('../../workers/hub/hubWorker.ts', import.meta.url), {
      type: 'module',
      name: 'spotdesk-hub',
    });
    endpoint = worker;
    end = () => worker.terminate();
  } else {
    const { port } = new SharedWorker(new URL('../../workers/hub/hubWorker.ts', import.meta.url), {
      type: 'module',
      name: 'spotdesk-hub',
    });
    endpoint = port;
    end = () => port.close();
  }
  const remote = wrap<HubWorkerApi>(endpoint);
  const stop = new AbortController();
  const snapshots = overPort(remote);
  return {
    api: snapshots.api,
    lost: watchHubLife({
      lifeLock: () => remote.lifeLock(),
      locks: navigator.locks as LockManager | undefined,
      setTimeout: (task, ms) => window.setTimeout(task, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      signal: stop.signal,
    }),
    close() {
      stop.abort();
      snapshots.close();
      end();
    },
  };
}

/**
 * The worker's API as the tab's HubApi: the tab's snapshot sink becomes a MessageChannel whose far end
 * goes to the worker, so the snapshots of a tick arrive as one plain message, with no Comlink envelope
 * and no reply back (a message and a reply per tick were about a tenth of the tab's script at the
 * fastest feed). Every other call goes through Comlink as it is.
 */
function overPort(remote: Remote<HubWorkerApi>): { api: HubApi; close(): void } {
  let channel: MessageChannel | undefined;
  const api: HubApi = {
    hello(tab, sink: SnapshotSink) {
      channel?.port1.close();
      channel = new MessageChannel();
      channel.port1.addEventListener('message', (event: MessageEvent<SnapshotDelivery[]>) =>
        sink(event.data),
      );
      channel.port1.start();
      return remote.hello(tab, transfer(channel.port2, [channel.port2]));
    },
    watch: (tabId, watchId, view) => remote.watch(tabId, watchId, view),
    unwatch: (tabId, watchId) => remote.unwatch(tabId, watchId),
    setVisible: (tabId, visible) => remote.setVisible(tabId, visible),
    setPace: (tabId, paceMs) => remote.setPace(tabId, paceMs),
    setOnline: (tabId, online) => remote.setOnline(tabId, online),
    sessionIs: (accountId) => remote.sessionIs(accountId),
    goodbye: (tabId) => remote.goodbye(tabId),
  };
  return { api, close: () => channel?.port1.close() };
}
