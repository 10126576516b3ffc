import * as z from 'zod/mini';
import { API, SUPPORT_MESSAGE_MAX, type AnalyticsEvent, type SupportTicket } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi } from '../../../shared/rest/fetchApi';
import { restClient } from '../../api/restClient';

export type FooterStrip = 'favourites' | 'recent';

/**
 * Reports a click on a footer strip's symbol (spec 000 §2). Fire-and-forget: the answer is not waited
 * for and a failure is dropped, so the report never holds up or blocks the switch to the pair.
 */
export function reportSymbolClick(strip: FooterStrip, symbolId: string): void {
  const event: AnalyticsEvent = { name: 'footer_symbol_click', fields: { strip, symbol: symbolId } };
  void fetchApi(restClient, API.analyticsEvent, z.unknown(), { method: 'POST', body: event });
}

const ticketSchema = z.object({
  ticketId: z.string().check(z.minLength(1), z.maxLength(40)),
  receivedAt: z.number(),
});

/** Files a support-chat message; the answer is its ticket id. */
export function sendSupportMessage(text: string): Promise<ApiResult<SupportTicket>> {
  return fetchApi(restClient, API.supportMessage, ticketSchema, {
    method: 'POST',
    body: { text: text.slice(0, SUPPORT_MESSAGE_MAX) },
  });
}
