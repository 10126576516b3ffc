/** Runs `task` once after `ms`; the returned function cancels it. Injected so tests move time by hand. */
export type Schedule = (ms: number, task: () => void) => () => void;

export const browserSchedule: Schedule = (ms, task) => {
  const handle = setTimeout(task, ms);
  return () => clearTimeout(handle);
};

/** Spec 001 §9 "Notice bar": delayed 3 s, rotation every 5 s, height 44 (in NoticeBar.css). */
export const NOTICE_BAR_DELAY_MS = 3_000;
export const NOTICE_BAR_ROTATE_MS = 5_000;
