import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../src/app/i18n/locales';
import { AppJotaiProvider, createStore } from '../../../../src/app/state/appJotai';
import { TOAST_LIFETIME_MS, type ToastInput } from '../../../../src/app/ui/toastAtoms';
import { ToastRegion } from '../../../../src/app/ui/ToastRegion';
import { useToast, type ToastApi } from '../../../../src/app/ui/useToast';
import { UiLocaleProvider } from '../../../../src/app/ui/UiLocaleProvider';
import { createTestI18n } from '../../createTestI18n';

function Trigger({ inputs }: { inputs: readonly ToastInput[] }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => inputs.forEach((input) => show(input))}>
      notify
    </button>
  );
}

function renderRegion(inputs: readonly ToastInput[], locale: Locale = 'en') {
  render(
    <AppJotaiProvider store={createStore()}>
      <I18nextProvider i18n={createTestI18n({ locale })}>
        <UiLocaleProvider>
          <Trigger inputs={inputs} />
          <ToastRegion />
        </UiLocaleProvider>
      </I18nextProvider>
    </AppJotaiProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'notify' });
  const notify = () => fireEvent.click(trigger);
  return { notify, trigger };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const titles = () => screen.queryAllByRole('status').map((status) => status.querySelector('p')?.textContent);

describe('kit ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a success as a polite status in the Notifications region, for 2500 ms', () => {
    const { notify } = renderRegion([{ tone: 'success', title: 'Order placed', detail: 'Buy 1 BTC' }]);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    notify();
    const region = screen.getByRole('region', { name: 'Notifications' });
    const status = within(region).getByRole('status', { name: 'Order placed' });
    expect(status.textContent).toContain('Buy 1 BTC');
    expect(within(region).getByRole('alertdialog', { name: 'Order placed' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    advance(TOAST_LIFETIME_MS - 1);
    expect(screen.getByRole('status', { name: 'Order placed' })).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('status', { name: 'Order placed' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('announces an error politely too, with server text as text', () => {
    const { notify } = renderRegion([
      { tone: 'error', title: 'Order not placed', detail: '<img src=x onerror=alert(1)> refused' },
    ]);
    notify();
    const status = screen.getByRole('status', { name: 'Order not placed' });
    expect(status.textContent).toContain('<img src=x onerror=alert(1)> refused');
    expect(status.querySelector('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // user-event waits on timers that vitest's fake timers hold, so keys go in through fireEvent here.
  it('closes with its close button by keyboard, and focus goes back where it was', () => {
    const { notify, trigger } = renderRegion([{ tone: 'info', title: 'Heads up' }]);
    act(() => trigger.focus());
    notify();
    const toast = screen.getByRole('alertdialog', { name: 'Heads up' });
    expect(toast.tabIndex).toBe(0);
    const close = within(toast).getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    fireEvent.keyDown(close, { key: 'Enter' });
    fireEvent.keyUp(close, { key: 'Enter' });
    expect(screen.queryByRole('alertdialog', { name: 'Heads up' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('holds while pointed at or focused, and counts on with what was left', () => {
    const { notify } = renderRegion([{ tone: 'success', title: 'Order placed' }]);
    notify();
    const region = screen.getByRole('region', { name: 'Notifications' });
    advance(1000);
    fireEvent.pointerEnter(screen.getByRole('alertdialog', { name: 'Order placed' }));
    advance(10_000);
    expect(screen.getByRole('status', { name: 'Order placed' })).toBeTruthy();
    fireEvent.pointerLeave(region);

    const close = within(region).getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    advance(10_000);
    expect(screen.getByRole('status', { name: 'Order placed' })).toBeTruthy();
    act(() => close.blur());

    advance(TOAST_LIFETIME_MS - 1000 - 1);
    expect(screen.getByRole('status', { name: 'Order placed' })).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('status', { name: 'Order placed' })).toBeNull();
  });

  it('shows the newest five first; older ones wait their turn, then get their full time', () => {
    const inputs = ['1', '2', '3', '4', '5', '6'].map((title) => ({ tone: 'info', title }) as const);
    const { notify } = renderRegion(inputs);
    notify();
    expect(titles()).toEqual(['6', '5', '4', '3', '2']);
    advance(TOAST_LIFETIME_MS);
    expect(titles()).toEqual(['1']);
    advance(TOAST_LIFETIME_MS - 1);
    expect(titles()).toEqual(['1']);
    advance(1);
    expect(titles()).toEqual([]);
  });

  it('keeps five waiting at most: a toast past that closes the oldest', () => {
    const inputs = Array.from({ length: 12 }, (_, i) => ({ tone: 'info', title: String(i + 1) }) as const);
    const { notify } = renderRegion(inputs);
    notify();
    expect(titles()).toEqual(['12', '11', '10', '9', '8']);
    advance(TOAST_LIFETIME_MS);
    expect(titles()).toEqual(['7', '6', '5', '4', '3']);
    advance(TOAST_LIFETIME_MS);
    expect(titles()).toEqual([]);
  });

  it('calls onClose once a toast has gone, by its time or pushed out, and a toast shown from there shows', async () => {
    const api: { current?: ToastApi } = {};
    function Handle() {
      const toast = useToast();
      useEffect(() => {
        api.current = toast;
      });
      return null;
    }
    render(
      <AppJotaiProvider store={createStore()}>
        <I18nextProvider i18n={createTestI18n({ locale: 'en' })}>
          <UiLocaleProvider>
            <Handle />
            <ToastRegion />
          </UiLocaleProvider>
        </I18nextProvider>
      </AppJotaiProvider>,
    );
    const closed: string[] = [];
    const show = (title: string, next?: string) =>
      api.current?.show(
        { tone: 'info', title },
        {
          onClose: () => {
            closed.push(title);
            if (next !== undefined) show(next);
          },
        },
      );
    // onClose runs a microtask after the queue's own close.
    const flush = () => act(async () => {});

    act(() => void show('First', 'Follow-up'));
    advance(TOAST_LIFETIME_MS);
    await flush();
    expect(closed).toEqual(['First']);
    expect(titles()).toEqual(['Follow-up']);

    // Ten newer toasts push the follow-up out of the queue: its onClose runs too.
    act(() => {
      for (let i = 0; i < 10; i += 1) show(`n${i}`);
    });
    await flush();
    expect(closed).toEqual(['First', 'Follow-up']);
    expect(titles()).toEqual(['n9', 'n8', 'n7', 'n6', 'n5']);
  });

  it('keeps a waiting error over newer news', () => {
    const news = Array.from({ length: 12 }, (_, i) => ({ tone: 'success', title: String(i + 1) }) as const);
    const { notify } = renderRegion([{ tone: 'error', title: 'Order not placed' }, ...news]);
    notify();
    expect(titles()).toEqual(['12', '11', '10', '9', '8']);
    advance(TOAST_LIFETIME_MS);
    expect(titles()).toEqual(['7', '6', '5', '4', 'Order not placed']);
  });

  it('lays out right to left in ar-SA', () => {
    const { notify } = renderRegion([{ tone: 'info', title: 'Heads up' }], 'ar-SA');
    notify();
    expect(screen.getByRole('region').getAttribute('dir')).toBe('rtl');
  });
});
