/**
 * The book fuzz's faulty link: push frames on their way to the store are dropped, duplicated, or held
 * back behind the next one (as the gateway's own fault filter does), and each fault is counted.
 */
export interface FaultRates {
  drop: number;
  duplicate: number;
  reorder: number;
}

export function createFaultyLink(rates: FaultRates, random: () => number) {
  const queue: string[] = [];
  let held: string | undefined;
  let on = true;
  const count = { drops: 0, duplicates: 0, reorders: 0 };
  return {
    count,
    queue,
    /** A frame or its copy is still on its way. */
    pending: () => queue.length > 0 || held !== undefined,
    stop() {
      on = false;
    },
    send(text: string): void {
      if (on && random() < rates.drop) {
        count.drops += 1;
        return;
      }
      if (on && held === undefined && random() < rates.reorder) {
        count.reorders += 1;
        held = text;
        return;
      }
      queue.push(text);
      if (on && random() < rates.duplicate) {
        count.duplicates += 1;
        queue.push(text);
      }
      if (held !== undefined) queue.push(held);
      held = undefined;
    },
  };
}
