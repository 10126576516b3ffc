/**
 * Each tab's snapshots port, kept so it can be closed: a SharedWorker lives as long as any tab does, so
 * a goodbye, a vanished tab and a second hello of the same tab close the tab's port (closing a port
 * whose other end is gone is harmless).
 */
import type { SnapshotPort } from '../../shared/protocol';

export interface SnapshotPorts {
  /** The tab's port from now on; one it gave before is closed. */
  track(tabId: string, port: SnapshotPort): void;
  release(tabId: string): void;
}

export function createSnapshotPorts(): SnapshotPorts {
  const byTab = new Map<string, SnapshotPort>();
  return {
    track(tabId, port) {
      const before = byTab.get(tabId);
      if (before === port) return;
      before?.close();
      byTab.set(tabId, port);
    },
    release(tabId) {
      byTab.get(tabId)?.close();
      byTab.delete(tabId);
    },
  };
}
