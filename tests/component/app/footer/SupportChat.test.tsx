import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';
import { findFooter } from './footerTestKit';

const env = setupMswExchange({ symbols: 3 });
const SLOW = { timeout: 30_000 };

async function openChat() {
  const footer = await findFooter();
  const button = within(footer).getByRole('button', { name: 'Customer service' });
  await userEvent.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Customer service' });
  return { footer, button, panel };
}

describe('support chat', () => {
  it(
    'opens a non-modal panel with focus in the message box; Escape closes it and returns focus',
    SLOW,
    async () => {
      renderApp('/en/trade/spot/BTC/USDT');
      const { button, panel } = await openChat();
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(button.getAttribute('aria-controls')).toBe(panel.id);
      expect(document.activeElement).toBe(within(panel).getByRole('textbox', { name: 'Your message' }));
      expect(within(panel).getByRole('heading', { name: 'Customer service' })).toBeTruthy();
      expect(within(panel).getByRole('log', { name: 'Conversation' })).toBeTruthy();
      // Non-modal: the page stays reachable, and a press on it leaves the chat open.
      expect(screen.getByRole('main', { name: 'BTC/USDT' })).toBeTruthy();
      await userEvent.click(screen.getByRole('main', { name: 'BTC/USDT' }));
      expect(screen.getByRole('dialog', { name: 'Customer service' })).toBe(panel);
      within(panel).getByRole('textbox', { name: 'Your message' }).focus();

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
      expect(button.getAttribute('aria-expanded')).toBe('false');

      await userEvent.click(button);
      const again = await screen.findByRole('dialog', { name: 'Customer service' });
      await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
    },
  );

  it('files a message as a ticket and shows it as text with the ticket id', SLOW, async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    renderApp('/en/trade/spot/BTC/USDT');
    const { panel } = await openChat();
    const box = within(panel).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, '<b>Where</b> is my deposit?');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));

    const log = within(panel).getByRole('log', { name: 'Conversation' });
    expect(
      await within(log).findByText('Received as ticket T-000001. An agent replies by email.'),
    ).toBeTruthy();
    expect(within(log).getByText('<b>Where</b> is my deposit?')).toBeTruthy();
    expect(log.querySelector('b')).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(env.current.site.supportMessages).toMatchObject([
      { ticketId: 'T-000001', accountId, text: '<b>Where</b> is my deposit?' },
    ]);

    // Ctrl+Enter sends too; the conversation keeps its order.
    await userEvent.type(box, 'Second question');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(
      await within(log).findByText('Received as ticket T-000002. An agent replies by email.'),
    ).toBeTruthy();
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You<b>Where</b> is my deposit?Received as ticket T-000001. An agent replies by email.',
      'YouSecond questionReceived as ticket T-000002. An agent replies by email.',
    ]);
  });

  it('asks for text instead of sending an empty message', SLOW, async () => {
    renderApp('/en/trade/spot/BTC/USDT');
    const { panel } = await openChat();
    const box = within(panel).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, '   ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Write a message first.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(env.current.site.supportMessages).toEqual([]);
  });

  it('keeps a message that failed to send, says why, and sends it again on request', SLOW, async () => {
    env.server.use(http.post(`*${API.supportMessage}`, () => HttpResponse.error(), { once: true }));
    renderApp('/en/trade/spot/BTC/USDT');
    const { panel } = await openChat();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'Are you there?');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));

    const log = within(panel).getByRole('log');
    expect(await within(log).findByText(/Not sent: the exchange could not be reached\./)).toBeTruthy();
    expect(within(log).getByText('Are you there?')).toBeTruthy();
    expect(env.current.site.supportMessages).toEqual([]);

    await userEvent.click(within(log).getByRole('button', { name: 'Send again' }));
    expect(
      await within(log).findByText('Received as ticket T-000001. An agent replies by email.'),
    ).toBeTruthy();
    expect(within(log).queryByText(/Not sent/)).toBeNull();
    await waitFor(() =>
      expect(env.current.site.supportMessages.map((m) => m.text)).toEqual(['Are you there?']),
    );
  });

  it("shows the server's refusal as text", SLOW, async () => {
    env.server.use(
      http.post(`*${API.supportMessage}`, () =>
        HttpResponse.json(
          { code: 10001, success: false, message: 'inbox <i>full</i>', result: null },
          { status: 400 },
        ),
      ),
    );
    renderApp('/en/trade/spot/BTC/USDT');
    const { panel } = await openChat();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'Hello');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText(/Not sent: inbox <i>full<\/i>/)).toBeTruthy();
    expect(panel.querySelector('i')).toBeNull();
  });
});
