/**
 * The support chat's conversation for this page's life: each message the user wrote and what became of
 * it. The simulator files a message as a ticket and an agent answers by email, so the chat holds the
 * user's own messages and their ticket ids; it survives closing and reopening the panel.
 */
import type { ApiError } from '../../../shared/rest/ApiError';
import { atom } from '../../state/appJotai';
import { sendSupportMessage } from './footerApi';

export type SupportChatMessage =
  | { id: number; text: string; status: 'sending' }
  | { id: number; text: string; status: 'sent'; ticketId: string }
  | { id: number; text: string; status: 'failed'; error: ApiError };

export const supportChatAtom = atom<readonly SupportChatMessage[]>([]);

const nextIdAtom = atom(1);

const deliverAtom = atom(null, async (_get, set, message: { id: number; text: string }) => {
  const replace = (next: SupportChatMessage) =>
    set(supportChatAtom, (list) => list.map((m) => (m.id === message.id ? next : m)));
  replace({ ...message, status: 'sending' });
  const result = await sendSupportMessage(message.text);
  replace(
    result.ok
      ? { ...message, status: 'sent', ticketId: result.value.ticketId }
      : { ...message, status: 'failed', error: result.error },
  );
});

/** Adds a message to the conversation and sends it. */
export const sendSupportChatMessageAtom = atom(null, async (get, set, text: string) => {
  const id = get(nextIdAtom);
  set(nextIdAtom, id + 1);
  set(supportChatAtom, (list) => [...list, { id, text, status: 'sending' }]);
  await set(deliverAtom, { id, text });
});

/** Sends a failed message again (the same text, the same place in the conversation). */
export const retrySupportChatMessageAtom = atom(null, async (get, set, id: number) => {
  const message = get(supportChatAtom).find((m) => m.id === id);
  if (message?.status !== 'failed') return;
  await set(deliverAtom, { id, text: message.text });
});
