import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API } from '../../../../src/shared/protocol';
import type { MswExchangeEnv } from '../../../msw/setupMswExchange';
import type { InProcessHub } from '../../inProcessHub';
import { pollUntil } from '../../pollUntil';

/** The footer bar landmark, once rendered. */
export function findFooter(): Promise<HTMLElement> {
  return screen.findByRole('contentinfo', { name: 'Shortcuts and support' }, { timeout: 10_000 });
}

/** The named list of a strip ("Favourites", "Recent pairs"); null when the strip is not there. */
export function queryStrip(footer: HTMLElement, name: string): HTMLElement | null {
  return within(footer).queryByRole('list', { name });
}

/** The pair names a strip lists, in order. */
export function pairsIn(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent?.split(' ')[0] ?? '');
}

/**
 * How many times the footer's line picker has probed a line. It measures the lines as soon as the web
 * config that lists them is on the page, so a first probe is the sign the config has been rendered.
 */
export function lineProbes(env: MswExchangeEnv): () => number {
  let probes = 0;
  env.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/t1') probes += 1;
  });
  return () => probes;
}

/**
 * Holds the profile's answer until the returned function is called. That function answers it inside
 * React's act and returns once the page has told its hub the session, the sign the answer reached the
 * page's store: act then renders what the profile decides, with the effects that follow, before it
 * returns. A test can then assert that something stays away for good.
 */
export function holdProfile(env: MswExchangeEnv): (hub: InProcessHub) => Promise<void> {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  env.server.use(
    // Returning nothing hands the request on to the exchange's own handler.
    http.get(`*${API.profile}`, async () => {
      await held;
    }),
  );
  return (hub) =>
    act(async () => {
      answer();
      await pollUntil(() => hub.sessionsTold().length > 0);
    });
}
