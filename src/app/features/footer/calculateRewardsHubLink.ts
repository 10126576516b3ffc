import type { WebConfig } from '../../../shared/protocol';
import { safeHttpUrl } from '../../links/safeHttpUrl';
import type { Viewer } from '../session';

/**
 * The rewards-hub entry's address, or `undefined` when it must not show (spec 000 §1, §5, §6): the
 * compliance switch is on, the region is not restricted, the viewer is not a demo user, and the link
 * is http(s). Hidden while the viewer or the config is unknown, so it never flashes in and out.
 */
export function calculateRewardsHubLink(viewer: Viewer, config: WebConfig | undefined): string | undefined {
  if (!config || viewer.kind === 'unknown') return undefined;
  if (!config.compliance.rewardsHub || config.region === 'restricted' || viewer.isDemo) return undefined;
  return safeHttpUrl(config.links.rewardsHub);
}
