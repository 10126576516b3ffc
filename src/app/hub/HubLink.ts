import type { HubApi } from '../../shared/protocol';

/**
 * One connection of a tab to a hub: its API, when the hub behind it is gone, and how to let go of it.
 * A tab whose link is lost opens a new one (connectHubClient); the SharedWorker's link is lost when
 * the worker dies (watchHubLife), an in-process hub's never.
 */
export interface HubLink {
  api: HubApi;
  /** Settles once the hub behind `api` is gone for good; never for a hub that cannot die alone. */
  lost: Promise<void>;
  /** Stops listening and frees what the link holds (its ports, a dedicated worker). */
  close(): void;
}
