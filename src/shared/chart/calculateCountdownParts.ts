export interface CountdownParts {
  /** Whole hours, not capped at 24: a pair two days away shows 48. */
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits what is left of a countdown into hours, minutes and seconds. Seconds round up, so the display
 * reaches 00:00:00 only when the time is really up (1 ms left still reads 00:00:01).
 */
export function calculateCountdownParts(remainingMs: number): CountdownParts {
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
