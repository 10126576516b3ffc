/**
 * How long ago data last arrived, in the coarse steps a status line can show without changing every
 * second: whole 5-second steps under a minute, then whole minutes, then whole hours. The text changes
 * only when the step does, so a live region speaks it every 5 s at most, and no text flashes.
 */
import { useEffect, useState } from 'react';

export interface DataAge {
  value: number;
  unit: 'second' | 'minute' | 'hour';
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const SECONDS_STEP = 5;

/** The step an age of `ms` is shown as, and how long until the next step. */
export function dataAgeStep(ms: number): { age: DataAge; nextInMs: number } {
  const elapsed = Math.max(0, ms);
  const [unit, size, value]: [DataAge['unit'], number, number] =
    elapsed < MINUTE
      ? ['second', SECONDS_STEP * SECOND, Math.floor(elapsed / (SECONDS_STEP * SECOND)) * SECONDS_STEP]
      : elapsed < HOUR
        ? ['minute', MINUTE, Math.floor(elapsed / MINUTE)]
        : ['hour', HOUR, Math.floor(elapsed / HOUR)];
  return { age: { value, unit }, nextInMs: size - (elapsed % size) };
}

/** The age of `since` (ms since epoch) in steps, re-rendering once per step; undefined without `since`. */
export function useDataAge(since: number | undefined): DataAge | undefined {
  const [state, setState] = useState<{ since: number; age: DataAge }>();
  useEffect(() => {
    if (since === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const { age, nextInMs } = dataAgeStep(Date.now() - since);
      setState({ since, age });
      timer = setTimeout(tick, nextInMs);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [since]);
  return since !== undefined && state?.since === since ? state.age : undefined;
}
