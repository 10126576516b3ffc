import { HttpResponse } from 'msw';
import type { ApiResponse } from '../../src/server/api/types';

/** Turns the router's answer into what msw sends back; `undefined` for {kind: 'notApi'} (passthrough). */
export function toHttpResponse(response: ApiResponse): Response | undefined {
  if (response.kind === 'notApi') return undefined;
  const headers = new Headers();
  for (const cookie of response.setCookie ?? []) headers.append('set-cookie', cookie);
  switch (response.kind) {
    case 'json':
      for (const [name, value] of Object.entries(response.headers ?? {})) headers.set(name, value);
      return HttpResponse.json(response.body, { status: response.status, headers });
    case 'html':
      return HttpResponse.html(response.body, { status: response.status, headers });
    case 'redirect':
      headers.set('location', response.location);
      return new HttpResponse(null, { status: response.status, headers });
  }
}
