import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppJotaiProvider, createStore } from '../../../src/app/state/appJotai';
import { TOAST_LIFETIME_MS, type ToastInput } from '../../../src/app/toasts/toastAtoms';
import { Toaster } from '../../../src/app/toasts/Toaster';
import { useToast } from '../../../src/app/toasts/useToast';
import { createTestI18n } from '../createTestI18n';

function Trigger({ input }: { input: ToastInput }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(input)}>
      notify
    </button>
  );
}

function renderToaster(input: ToastInput) {
  render(
    <AppJotaiProvider store={createStore()}>
      <I18nextProvider i18n={createTestI18n()}>
        <Trigger input={input} />
        <Toaster />
      </I18nextProvider>
    </AppJotaiProvider>,
  );
  const notify = () => fireEvent.click(screen.getByRole('button', { name: 'notify' }));
  return { notify };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a success as a status in the Notifications region, for 2500 ms', () => {
    const { notify } = renderToaster({ tone: 'success', title: 'Order placed', detail: 'Buy 1 BTC' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    notify();
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('status', { name: 'Order placed' });
    expect(toast.textContent).toContain('Buy 1 BTC');
    expect(screen.queryByRole('alert')).toBeNull();

    advance(TOAST_LIFETIME_MS - 1);
    expect(screen.getByRole('status', { name: 'Order placed' })).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('status', { name: 'Order placed' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows an error as an alert, with server text as text', () => {
    const { notify } = renderToaster({
      tone: 'error',
      title: 'Order not placed',
      detail: '<img src=x onerror=alert(1)> refused',
    });
    notify();
    const alert = screen.getByRole('alert', { name: 'Order not placed' });
    expect(alert.textContent).toContain('<img src=x onerror=alert(1)> refused');
    expect(alert.querySelector('img')).toBeNull();
  });

  it('closes at once with its close button', () => {
    const { notify } = renderToaster({ tone: 'info', title: 'Heads up' });
    notify();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status', { name: 'Heads up' })).toBeNull();
  });

  it('holds while pointed at or focused, and counts on with what was left', () => {
    const { notify } = renderToaster({ tone: 'success', title: 'Order placed' });
    notify();
    const toast = screen.getByRole('status', { name: 'Order placed' });
    advance(1000);
    fireEvent.pointerEnter(toast);
    advance(10_000);
    expect(screen.getByRole('status', { name: 'Order placed' })).toBeTruthy();
    fireEvent.pointerLeave(toast);

    const close = within(toast).getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    advance(10_000);
    expect(screen.getByRole('status', { name: 'Order placed' })).toBeTruthy();
    act(() => close.blur());

    advance(TOAST_LIFETIME_MS - 1000 - 1);
    expect(screen.getByRole('status', { name: 'Order placed' })).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('status', { name: 'Order placed' })).toBeNull();
  });

  it('keeps each toast on its own clock, newest last', () => {
    const { notify } = renderToaster({ tone: 'info', title: 'Heads up' });
    notify();
    advance(1000);
    notify();
    expect(screen.getAllByRole('status', { name: 'Heads up' })).toHaveLength(2);
    advance(TOAST_LIFETIME_MS - 1000);
    expect(screen.getAllByRole('status', { name: 'Heads up' })).toHaveLength(1);
    advance(1000);
    expect(screen.queryAllByRole('status', { name: 'Heads up' })).toHaveLength(0);
  });
});
