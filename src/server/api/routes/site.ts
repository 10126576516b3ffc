/** The public web config and the page's analytics events. */
import { z } from 'zod';
import { API } from '../../../shared/protocol';
import { publicRoute, type Route, type RouteContext } from '../context';
import { ok, type JsonResponse } from '../envelope';
import { webConfigOf } from '../siteSettings';
import { parseWith } from '../validate';

const analyticsBody = z.object({
  name: z.string().regex(/^[a-z0-9_]{1,64}$/, { error: 'expected a snake_case event name' }),
  fields: z
    .record(z.string().max(64), z.string().max(200))
    .refine((fields) => Object.keys(fields).length <= 20, { error: 'at most 20 fields' }),
});

function recordEvent(c: RouteContext): JsonResponse {
  const body = parseWith(analyticsBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  c.deps.site.recordEvent({
    ...body.value,
    accountId: c.user?.accountId ?? '',
    at: c.deps.exchange.clock.now(),
  });
  return ok(null);
}

export const siteRoutes: Route[] = [
  publicRoute('GET', API.webConfig, (c) => ok(webConfigOf(c.deps.site))),
  publicRoute('POST', API.analyticsEvent, recordEvent),
];
