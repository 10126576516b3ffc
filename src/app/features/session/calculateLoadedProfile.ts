import type { UserProfile } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import type { Loadable } from './sessionAtoms';

/**
 * The profile after a load: the answer when there is one; on a failure, the profile the page already
 * has (a reload that is lost on the way must not turn a logged-in user into a visitor), else the
 * failure (the page then treats the viewer as a visitor).
 */
export function calculateLoadedProfile(
  previous: Loadable<UserProfile>,
  result: ApiResult<UserProfile>,
): Loadable<UserProfile> {
  if (result.ok) return { status: 'ready', value: result.value };
  return previous.status === 'ready' ? previous : { status: 'failed', error: result.error };
}
