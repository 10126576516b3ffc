import * as z from 'zod/mini';
import { API } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi } from '../../../shared/rest/fetchApi';
import { restClient } from '../../api/restClient';

/** Ends the session (spec 001 §7: POST /logout with an empty body, then the page reloads). */
export function logout(): Promise<ApiResult<null>> {
  return fetchApi(restClient, API.logout, z.null(), { method: 'POST', body: {} });
}

/** The login page, coming back to `returnTo` (a same-origin path; the server refuses any other). */
export function loginHref(returnTo: string): string {
  return `${API.login}?redirect_url=${encodeURIComponent(returnTo)}`;
}

/**
 * The sign-up page, coming back to `returnTo` (spec 001 §2: login and register links carry
 * redirect_url). The exchange's registration lives outside this app; the simulator shows its login
 * page there, since its accounts are made in advance.
 */
export function signupHref(returnTo: string): string {
  return `${API.register}?redirect_url=${encodeURIComponent(returnTo)}`;
}
