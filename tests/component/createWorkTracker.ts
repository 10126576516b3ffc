export interface WorkTracker {
  /** Counts one piece of work as under way; the returned function ends it (a second call does nothing). */
  begin(): () => void;
  idle(): boolean;
  /** Resolves the next time no work is under way (at once when none is). */
  untilIdle(): Promise<void>;
}

/** Counts pieces of asynchronous work (timers, frames) so a test can wait until they have all happened. */
export function createWorkTracker(): WorkTracker {
  let underWay = 0;
  let waiting: Array<() => void> = [];
  return {
    begin() {
      underWay += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        underWay -= 1;
        if (underWay > 0) return;
        const resolve = waiting;
        waiting = [];
        for (const done of resolve) done();
      };
    },
    idle: () => underWay === 0,
    untilIdle() {
      if (underWay === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}
