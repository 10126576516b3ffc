/**
 * Spec 001 §9: the theme is stored per user. In the whole app against the msw exchange: each logged-in
 * user keeps their own choice under their own key, and a visitor keeps the plain key.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';

const env = setupMswExchange();
const SLOW = { timeout: 30_000 };
const html = document.documentElement;
const stored = (key: string) => localStorage.getItem(`spotdesk.${key}`);

/** The page as `email` (or a visitor) opens it, once the session is known (its account corner shows). */
async function openAs(email: string | undefined) {
  env.current.cookies.clear();
  if (email) env.current.loginAs(email);
  const view = renderApp('/en/trade/spot/BTC/USDT');
  if (email) await screen.findByRole('button', { name: 'Log out' }, { timeout: 10_000 });
  else await screen.findByRole('link', { name: 'Log in' }, { timeout: 10_000 });
  return view;
}

const themeSwitch = (pressed: boolean) => screen.getByRole('button', { name: 'Dark theme', pressed });

describe('theme per user', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    // The system prefers light.
    window.matchMedia = ((media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
    html.removeAttribute('data-theme');
  });

  it('keeps two users’ themes apart, and a visitor’s apart from both', SLOW, async () => {
    const classic = await openAs('classic@spotdesk.test');
    expect(html.dataset.theme).toBe('light');
    await userEvent.click(themeSwitch(false));
    expect(html.dataset.theme).toBe('dark');
    expect(stored('theme.user.acct-classic')).toBe('"dark"');
    classic.unmount();

    // Another user of the same browser does not inherit it, and chooses light for themselves.
    const uta = await openAs('uta@spotdesk.test');
    expect(html.dataset.theme).toBe('light');
    await userEvent.click(themeSwitch(false));
    await userEvent.click(themeSwitch(true));
    expect(stored('theme.user.acct-uta')).toBe('"light"');
    uta.unmount();

    // The first gets theirs back.
    const again = await openAs('classic@spotdesk.test');
    expect(html.dataset.theme).toBe('dark');
    expect(themeSwitch(true)).toBeTruthy();
    again.unmount();

    // A visitor has neither, and keeps the plain key.
    await openAs(undefined);
    expect(html.dataset.theme).toBe('light');
    expect(stored('theme')).toBeNull();
    await userEvent.click(themeSwitch(false));
    expect(stored('theme')).toBe('"dark"');
    expect(stored('theme.user.acct-classic')).toBe('"dark"');
    expect(stored('theme.user.acct-uta')).toBe('"light"');
  });

  it(
    'paints what this browser showed last while the session loads, so a user’s dark page never flashes light',
    SLOW,
    async () => {
      const first = await openAs('classic@spotdesk.test');
      await userEvent.click(themeSwitch(false));
      expect(html.dataset.theme).toBe('dark');
      first.unmount();
      html.removeAttribute('data-theme');

      env.current.cookies.clear();
      env.current.loginAs('classic@spotdesk.test');
      renderApp('/en/trade/spot/BTC/USDT');
      // The first paint, before the profile has answered: the account corner is still empty.
      expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
      expect(html.dataset.theme).toBe('dark');
      await screen.findByRole('button', { name: 'Log out' }, { timeout: 10_000 });
      expect(html.dataset.theme).toBe('dark');
    },
  );
});
