import { screen, within } from '@testing-library/react';
import type { MswExchangeEnv } from '../../../msw/setupMswExchange';

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

/** Resolves once the page has had answers to both the profile and the web config (gates are decided). */
export function sessionAnswered(env: MswExchangeEnv): () => boolean {
  const seen = new Set<string>();
  env.server.events.on('response:mocked', ({ request }) => {
    seen.add(new URL(request.url).pathname);
  });
  return () => seen.has('/v2/private/user/profile') && seen.has('/v3/config/web');
}
