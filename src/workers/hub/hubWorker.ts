/**
 * The market hub's worker shell: real platform parts for `createHub`, exposed over Comlink. The same
 * module runs as the origin's SharedWorker (one hub for every tab, each tab a port) and, where
 * SharedWorker is missing, as a dedicated Worker of one tab (then `self` is the endpoint).
 * Everything with behaviour lives in src/shared/hub so Node tests cover it.
 */
import { expose } from 'comlink';
import { hubLifeLockName, tabLockName, type HubWorkerApi } from '../../shared/protocol';
import { browserHubDeps } from '../../shared/hub/browserHubDeps';
import { createHub } from '../../shared/hub/createHub';
import { createSnapshotPorts } from './snapshotPorts';

const scope = self as unknown as (SharedWorkerGlobalScope | DedicatedWorkerGlobalScope) & typeof globalThis;

const ports = createSnapshotPorts();

const hub = createHub(
  browserHubDeps(scope, {
    // The tab holds this lock for its whole life, so our request is granted exactly when it is gone.
    tabGone: async (tabId) => {
      await navigator.locks.request(tabLockName(tabId), () => undefined);
      ports.release(tabId);
    },
    log: (message, detail) => console.warn(message, detail ?? ''),
  }),
);

// Held until this worker dies (a crash, the browser ending it): the tabs wait on it to learn that, and
// then start a new worker (src/app/hub/createHubClient.ts). Never released on purpose.
const lifeLock = hubLifeLockName(crypto.randomUUID());
const lifeLockHeld: Promise<string> =
  typeof navigator.locks === 'undefined'
    ? Promise.resolve('')
    : new Promise((held) => {
        void navigator.locks
          .request(lifeLock, () => {
            held(lifeLock);
            return new Promise<never>(() => {});
          })
          .catch(() => held(''));
      });

// The one API object every port shares, without the core's test-only members. A tab's snapshots go to
// the port it gave, one message a tick; the port is kept so that leaving closes it.
const api: HubWorkerApi = {
  async hello(tab, snapshots) {
    if (!(snapshots instanceof MessagePort))
      throw new TypeError('hello: the snapshots port is not a MessagePort');
    ports.track(tab.tabId, snapshots);
    await hub.hello(tab, (deliveries) => snapshots.postMessage(deliveries));
  },
  watch: hub.watch,
  unwatch: hub.unwatch,
  setVisible: hub.setVisible,
  setPace: hub.setPace,
  setOnline: hub.setOnline,
  sessionIs: hub.sessionIs,
  async goodbye(tabId) {
    await hub.goodbye(tabId);
    ports.release(tabId);
  },
  lifeLock: () => lifeLockHeld,
};

if ('onconnect' in scope) {
  scope.onconnect = (event: MessageEvent) => {
    const port = event.ports[0];
    if (!port) return;
    expose(api, port);
    port.start();
  };
} else {
  expose(api, scope);
}
