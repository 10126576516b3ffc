import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { createHubClient } from './hub/createHubClient';
import type { HubClient } from './hub/HubClient';
import { loadI18n } from './i18n/createI18n';
import { detectLocale } from './i18n/detectLocale';
import { parseLocale } from './i18n/locales';
import { browserLanguages, readStoredLocale } from './i18n/storedLocale';
import './styles/theme.css';

/** Set at build time (vite.config.ts `define`): only the tabs bench's build has `?hub=inline`. */
declare const SPOTDESK_INLINE_HUB: boolean;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The hub connects while the first language's texts load; the page paints once they are in (or failed).
// In the tabs bench's build, `?hub=inline` runs it on this tab's main thread with a socket of its own
// instead of the SharedWorker: the bench's baseline (createInlineHubClient.ts).
const hubReady: Promise<HubClient> =
  SPOTDESK_INLINE_HUB && new URLSearchParams(window.location.search).get('hub') === 'inline'
    ? import('./hub/createInlineHubClient').then(({ createInlineHubClient }) => createInlineHubClient())
    : Promise.resolve(createHubClient());
const locale =
  parseLocale(window.location.pathname.split('/')[1]) ??
  detectLocale({ stored: readStoredLocale(), browser: browserLanguages() });

void Promise.all([loadI18n({ locale }), hubReady]).then(([i18n, hub]) => {
  // A transition renders in slices that yield to the browser, not in one long task.
  const root = createRoot(container);
  startTransition(() => root.render(<AppRoot i18n={i18n} hub={hub} />));
});
