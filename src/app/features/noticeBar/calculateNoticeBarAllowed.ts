import type { WebConfig } from '../../../shared/protocol';
import type { Viewer } from '../session';

/**
 * Spec 001 §6: the notice bar appears only for users outside restricted regions, or in demo. Until
 * both the web config and the viewer are known the answer is no, so the bar never flashes in and out.
 */
export function calculateNoticeBarAllowed(config: WebConfig | undefined, viewer: Viewer): boolean {
  if (config === undefined || viewer.kind === 'unknown') return false;
  return viewer.isDemo || config.region !== 'restricted';
}
