import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentTheme } from '../../../../src/app/features/theme/DocumentTheme';
import { ForcedTheme } from '../../../../src/app/features/theme/ForcedTheme';
import { ThemeSwitch } from '../../../../src/app/features/theme/ThemeSwitch';
import { AppJotaiProvider, createStore } from '../../../../src/app/state/appJotai';
import { createTestI18n } from '../../createTestI18n';
import { I18nextProvider } from 'react-i18next';

const THEME_KEY = 'spotdesk.theme';

/** A system colour-scheme preference the test controls, with change events like the browser's. */
function stubSystemTheme(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  window.matchMedia = ((media: string) =>
    media === query.media
      ? query
      : { ...query, matches: false, media }) as unknown as typeof window.matchMedia;
  return {
    change(nextDark: boolean) {
      query.matches = nextDark;
      for (const listener of listeners) listener({ matches: nextDark } as MediaQueryListEvent);
    },
  };
}

function Providers({
  store,
  children,
}: {
  store: ReturnType<typeof createStore>;
  children?: React.ReactNode;
}) {
  return (
    <AppJotaiProvider store={store}>
      <I18nextProvider i18n={createTestI18n()}>
        <DocumentTheme />
        {children}
      </I18nextProvider>
    </AppJotaiProvider>
  );
}

/** A fresh app store each time, as after a reload. */
function renderTheme(children: React.ReactNode) {
  return render(<Providers store={createStore()}>{children}</Providers>);
}

const html = document.documentElement;

describe('themes', () => {
  const original = window.matchMedia;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    window.matchMedia = original;
    html.removeAttribute('data-theme');
    localStorage.clear();
  });

  it('follows the system preference until the user chooses, live', async () => {
    const system = stubSystemTheme(true);
    renderTheme(<ThemeSwitch />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(html.dataset.theme).toBe('dark');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    system.change(false);
    await screen.findByRole('button', { name: 'Dark theme', pressed: false });
    expect(html.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('is light where the browser cannot tell', () => {
    Reflect.deleteProperty(window, 'matchMedia');
    renderTheme(<ThemeSwitch />);
    expect(html.dataset.theme).toBe('light');
  });

  it('switches, remembers the choice over a reload, and keeps it when the system changes', async () => {
    const system = stubSystemTheme(false);
    const first = renderTheme(<ThemeSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme', pressed: false }));
    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('"dark"');
    first.unmount();

    renderTheme(<ThemeSwitch />);
    expect(screen.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    expect(html.dataset.theme).toBe('dark');
    system.change(false);
    expect(html.dataset.theme).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Dark theme', pressed: true }));
    expect(html.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('"light"');
  });

  it('ignores a stored value that is not a theme', () => {
    stubSystemTheme(true);
    localStorage.setItem(THEME_KEY, '"sepia"');
    renderTheme(<ThemeSwitch />);
    expect(html.dataset.theme).toBe('dark');
  });

  it('lets a page force light without touching the stored choice, and restores it after', () => {
    stubSystemTheme(false);
    localStorage.setItem(THEME_KEY, '"dark"');
    const store = createStore();
    const view = render(
      <Providers store={store}>
        <ForcedTheme theme="light" />
      </Providers>,
    );
    expect(html.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('"dark"');

    // Leaving the page (same app, same store) brings the user's theme back.
    view.rerender(<Providers store={store} />);
    expect(html.dataset.theme).toBe('dark');
  });
});

describe('themes across the tabs of a browser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    html.removeAttribute('data-theme');
    localStorage.clear();
  });

  /** What the browser does in this tab when another tab stores `value` under `key`. */
  function storedInAnotherTab(key: string, value: string) {
    localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  }

  it('takes the theme another tab chose, at once, and this tab’s later choice still counts', async () => {
    stubSystemTheme(false);
    renderTheme(<ThemeSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme', pressed: false }));
    expect(html.dataset.theme).toBe('dark');

    act(() => storedInAnotherTab(THEME_KEY, '"light"'));
    expect(html.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('false');
    // Another preference of the other tab, or a choice that is not a theme, changes nothing here.
    act(() => storedInAnotherTab('spotdesk.ordersPanel.tab', '"history"'));
    expect(html.dataset.theme).toBe('light');

    await userEvent.click(screen.getByRole('button', { name: 'Dark theme', pressed: false }));
    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('"dark"');
  });
});
