import { proxy, wrap } from 'comlink';
import { flushSync } from 'react-dom';
import type { HubApi } from '../../shared/protocol';
import { connectHubClient } from './connectHubClient';
import type { HubClient } from './HubClient';

/**
 * The tab's client of the market hub. One SharedWorker per origin serves every tab (one socket);
 * where `SharedWorker` is missing (older Android Chrome, some webviews) the same module runs as a
 * dedicated Worker for this tab alone. The URL is a string to the bundler, not an import: the app
 * never imports worker code. Vite only bundles a worker whose `new URL(...)` is written inside the
 * constructor call, hence the repetition.
 */
export function createHubClient(): HubClient {
  const endpoint =
    typeof SharedWorker === 'undefined'
      ? new Worker(new URL('../../workers/hub/hubWorker.ts', import.meta.url), {
          type: 'module',
          name: 'spotdesk-hub',
        })
      : new SharedWorker(new URL('../../workers/hub/hubWorker.ts', import.meta.url), {
          type: 'module',
          name: 'spotdesk-hub',
        }).port;
  return connectHubClient(wrap<HubApi>(endpoint), { passSink: proxy, commit: flushSync });
}
