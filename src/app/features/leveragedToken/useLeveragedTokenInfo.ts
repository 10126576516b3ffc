import { useCallback, useEffect, useState } from 'react';
import type { LeveragedTokenInfo } from '../../../shared/protocol';
import type { ApiError } from '../../../shared/rest/ApiError';
import { fetchLeveragedTokenInfo } from './ltApi';

export type LtInfoState =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; info: LeveragedTokenInfo };

/** The token's info for one symbol, with `retry`; an answer for an older symbol or attempt is dropped. */
export function useLeveragedTokenInfo(symbolId: string): { state: LtInfoState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: LtInfoState }>();
  const key = `${symbolId}#${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    void fetchLeveragedTokenInfo(symbolId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setSettled({
        key,
        state: result.ok
          ? { status: 'ready', info: result.value }
          : { status: 'failed', error: result.error },
      });
    });
    return () => controller.abort();
  }, [symbolId, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: settled?.key === key ? settled.state : { status: 'loading' }, retry };
}
