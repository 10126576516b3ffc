import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { ConnectionView } from '../../shared/protocol';
import { useAtomValue } from '../state/appJotai';
import { connectionAtom } from './hubAtoms';
import { formatTimeAgo } from '../i18n/localeFormat';
import { useDataAge } from './useDataAge';

/**
 * Whole seconds until `at`, ticking once a second while `at` is in the future; undefined until the
 * clock has been read for this `at`. A clock kept from mount or from an earlier countdown made the first
 * frame of a new one count from then ("in 153 s" for a frame against a 1–5 s backoff).
 */
function useSecondsUntil(at: number | undefined): number | undefined {
  const [clock, setClock] = useState<{ at: number; now: number }>();
  useEffect(() => {
    if (at === undefined) return undefined;
    const tick = () => setClock({ at, now: Date.now() });
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  if (at === undefined || clock?.at !== at) return undefined;
  return Math.max(0, Math.ceil((at - clock.now) / 1_000));
}

type StatusKey = 'offline' | 'open' | 'connecting' | 'reconnecting' | 'closed';

function statusOf(view: ConnectionView | undefined): StatusKey {
  if (!view) return 'connecting';
  if (view.offline) return 'offline';
  return view.state;
}

/**
 * The market connection as words (the dot's colour repeats it, never replaces it). Open but with every
 * market feed silent past its interval, it says when data last arrived ("Connected · last update 5
 * seconds ago"), in steps of 5 s and then minutes, so the line does not change every second.
 */
export function ConnectionStatus() {
  const { t, i18n } = useTranslation();
  const view = useAtomValue(connectionAtom);
  const status = statusOf(view);
  const stale = status === 'open' && view?.stale === true && view.lastDataAt > 0;
  const age = useDataAge(stale ? view.lastDataAt : undefined);
  const seconds = useSecondsUntil(status === 'reconnecting' ? view?.nextAttemptAt : undefined);
  const attempt = view?.attempt ?? 0;
  const text =
    status === 'reconnecting'
      ? seconds !== undefined && seconds > 0
        ? t('connection.reconnectingIn', { attempt, seconds })
        : t('connection.reconnecting', { attempt })
      : age
        ? t('freshness.connectedLastUpdate', { ago: formatTimeAgo(age.value, age.unit, i18n.language) })
        : t(`connection.${status}`);
  return (
    <p
      role="status"
      aria-label={t('connection.label')}
      className="connection"
      data-state={status}
      data-stale={age ? 'true' : undefined}
    >
      <span className="connection__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
