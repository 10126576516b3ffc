/**
 * The footer's customer-service chat (spec 000 §1). The simulator has no agents: a message is filed as
 * a ticket and the answer says its id; the page tells the user that an agent replies by email.
 */
import { z } from 'zod';
import { API, SUPPORT_MESSAGE_MAX, type SupportTicket } from '../../../shared/protocol';
import { publicRoute, type Route, type RouteContext } from '../context';
import { ok, type JsonResponse } from '../envelope';
import { parseWith } from '../validate';

const supportBody = z.object({
  text: z
    .string({ error: 'expected the message text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(SUPPORT_MESSAGE_MAX, { error: `at most ${SUPPORT_MESSAGE_MAX} characters` }),
});

function fileMessage(c: RouteContext): JsonResponse {
  const body = parseWith(supportBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const filed = c.deps.site.recordSupportMessage({
    text: body.value.text,
    accountId: c.user?.accountId ?? '',
    at: c.deps.exchange.clock.now(),
  });
  const ticket: SupportTicket = { ticketId: filed.ticketId, receivedAt: filed.at };
  return ok(ticket);
}

// Public: visitors may ask for help too (for example, about logging in).
export const supportRoutes: Route[] = [publicRoute('POST', API.supportMessage, fileMessage)];
