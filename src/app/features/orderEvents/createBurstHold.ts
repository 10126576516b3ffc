import { isBurstKind, type BurstKind, type EventToast } from './calculateEventToasts';

/** A burst's toast: a kind and its count. */
export type BurstToast = Extract<EventToast, { kind: 'many' }>;

/**
 * Bursts that keep coming (a bot editing its quotes ten times a second, a sweep through hundreds of
 * orders delivered over several ticks) are told as one toast at a time per kind, not one per delivery:
 * while a burst's toast of a kind shows, the later events of that kind, alone or in bursts, are
 * counted rather than shown, and when that toast goes (its 2.5 s, its close button, pushed out by
 * newer toasts) the count is told in one toast of its own ("Orders modified: 240"), which holds the
 * next ones in turn. Each event is told once, and the corner shows one toast per kind every 2.5 s
 * instead of ten a second. Other kinds, and a kind with no burst toast showing, pass as they come.
 */
export interface BurstHold {
  /** A delivery's toasts, less the events of kinds whose burst toast shows (those are counted). */
  pass(toasts: readonly EventToast[]): EventToast[];
  /** A burst toast of `kind` is showing. */
  shown(kind: BurstKind): void;
  /** The burst toast of `kind` has gone: the toast of what was held meanwhile, if anything was. */
  gone(kind: BurstKind): BurstToast | undefined;
  /**
   * The page hid, or the toasts' watcher went: what was held is not told later (a hidden tab neither
   * shows nor queues events).
   */
  drop(): void;
}

export function createBurstHold(): BurstHold {
  const showing = new Set<BurstKind>();
  const held = new Map<BurstKind, number>();
  const kindOf = (toast: EventToast): BurstKind | undefined =>
    toast.kind === 'many' ? toast.eventKind : isBurstKind(toast.event.kind) ? toast.event.kind : undefined;
  return {
    pass(toasts) {
      return toasts.filter((toast) => {
        const kind = kindOf(toast);
        if (kind === undefined || !showing.has(kind)) return true;
        held.set(kind, (held.get(kind) ?? 0) + (toast.kind === 'many' ? toast.count : 1));
        return false;
      });
    },
    shown(kind) {
      showing.add(kind);
    },
    gone(kind) {
      showing.delete(kind);
      const count = held.get(kind) ?? 0;
      held.delete(kind);
      return count === 0 ? undefined : { kind: 'many', eventKind: kind, count };
    },
    drop() {
      held.clear();
    },
  };
}
