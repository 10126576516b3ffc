import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { PAGE, renderForm, waitForPrefill } from './orderFormKit';

const env = setupMswExchange();

const tabs = (form: HTMLElement) =>
  within(within(form).getByRole('tablist', { name: 'Order type' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

/** The form's figures (term: value), as a person reads them under the size. */
const figures = (form: HTMLElement) =>
  Object.fromEntries(
    within(form)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('order form: who sees what', () => {
  it('a visitor sees the form with Log in and Sign up, both coming back here', async () => {
    const { form } = await renderForm(env);
    expect(tabs(form)).toEqual(['Limit', 'Market', 'Conditional', 'Stop-limit', 'OCO', 'Trailing stop']);
    const back = `redirect_url=${encodeURIComponent(PAGE)}`;
    expect(within(form).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?${back}`);
    expect(within(form).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      `/register?${back}`,
    );
    expect(within(form).queryByRole('button', { name: 'Buy BTC' })).toBeNull();
    // No balances, no preferences for a visitor (spec 001 §6).
    expect(figures(form)).not.toHaveProperty('Available');
    expect(screen.queryByRole('button', { name: 'Trade preferences' })).toBeNull();
  });

  it('a demo account trades its demo balances, without OCO or the unified options', async () => {
    const { form, tick } = await renderForm(env, { email: 'demo@spotdesk.test' });
    await waitForPrefill(form, tick);
    expect(tabs(form)).toEqual(['Limit', 'Market', 'Conditional', 'Stop-limit', 'Trailing stop']);
    expect(within(form).queryByRole('checkbox', { name: 'Post-only' })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: 'Take profit / stop loss' })).toBeNull();
    expect(within(form).queryByRole('button', { name: /Time in force/ })).toBeNull();
    await waitFor(() => expect(figures(form)['Available']).toBe('100,000.00000000 USDT'));
    expect(figures(form)['Max buy']).toMatch(/^\d\.\d{6} BTC$/);
  });

  it('a unified account has time in force, post-only and TP/SL, each hidden by its preference', async () => {
    const { user, form, tick } = await renderForm(env, { email: 'uta@spotdesk.test' });
    await waitForPrefill(form, tick);
    expect(within(form).getByRole('checkbox', { name: 'Post-only' })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: 'Take profit / stop loss' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: /Time in force/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Trade preferences' }));
    const popover = await screen.findByRole('dialog', { name: 'Trade preferences' });
    expect(
      within(popover)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'Show available balance',
      'Show max buy and max sell',
      'Show TP/SL',
      'Show post-only',
      'Show time in force',
    ]);
    await user.click(within(popover).getByRole('checkbox', { name: 'Show time in force' }));
    await user.click(within(popover).getByRole('checkbox', { name: 'Show available balance' }));
    await user.keyboard('{Escape}');
    expect(within(form).queryByRole('button', { name: /Time in force/ })).toBeNull();
    expect(figures(form)).not.toHaveProperty('Available');
    expect(within(form).getByRole('checkbox', { name: 'Post-only' })).toBeTruthy();
  });

  it('a classic account has neither, and its preferences offer only the figures', async () => {
    const { user, form, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    await waitForPrefill(form, tick);
    expect(within(form).queryByRole('checkbox', { name: 'Post-only' })).toBeNull();
    expect(within(form).queryByRole('button', { name: /Time in force/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Trade preferences' }));
    const popover = await screen.findByRole('dialog', { name: 'Trade preferences' });
    expect(within(popover).getAllByRole('checkbox')).toHaveLength(2);
  });
});
