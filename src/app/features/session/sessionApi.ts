import { API, type UserProfile, type WebConfig } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi } from '../../../shared/rest/fetchApi';
import { userProfileSchema, webConfigSchema } from '../../../shared/rest/sessionSchemas';
import { restClient } from '../../api/restClient';

/** Who is looking: a visitor (userState -1) when there is no session cookie. */
export function fetchProfile(signal?: AbortSignal): Promise<ApiResult<UserProfile>> {
  return fetchApi(restClient, API.profile, userProfileSchema, signal ? { signal } : {});
}

/** Region, compliance switches, access routes and outside links. */
export function fetchWebConfig(signal?: AbortSignal): Promise<ApiResult<WebConfig>> {
  return fetchApi(restClient, API.webConfig, webConfigSchema, signal ? { signal } : {});
}
