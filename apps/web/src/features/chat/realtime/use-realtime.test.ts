import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ChatsResponse, Message, MessagesResponse } from '@app/shared/contracts/chat';
import { userFixture } from '../../../test/render';
import { sessionKeys } from '../../session';
import { chatKeys } from '../api/keys';
import type { MessagePages } from '../api/queries';
import { upsertMessage } from '../api/mutations';
import { onPushedMessage } from './pushed-messages';
import { applyRealtimeEvent } from './use-realtime';
import { useIsTyping } from './typing-store';

const profile = { id: 7, name: 'Bram', age: 38, gender: 'male' as const, country: 'NL', region: null, region_name: null, city: null, main_image: null, fictional: false, online_recently: false };
const message = (id: number, fields: Partial<Message> = {}): Message => ({
  id, conversation: 5, kind: 'text', text: `bericht ${id}`, gift: null, photo: null, from_me: false, read: false, client_id: null, sent_at: '2026-11-23T10:00:00Z', ...fields,
});
const page = (messages: Message[]): MessagesResponse => ({
  conversation: 5, profile, messages, more: false, held_messages: 0, conversation_limit_reached: false, fictional_notice: false,
});

function caches() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKeys.user(), userFixture({ credits: 40 }));
  queryClient.setQueryData<MessagePages>(chatKeys.conversation({ conversation: 5 }), { pages: [page([message(1, { from_me: true }), message(2, { from_me: true })])], pageParams: [undefined] });
  queryClient.setQueryData<ChatsResponse>(chatKeys.list(), { chats: [], total_unread: 0 });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const messages = () => queryClient.getQueryData<MessagePages>(chatKeys.conversation({ conversation: 5 }))!.pages[0]!.messages;
  return { queryClient, invalidate, messages };
}

describe('realtime events in the caches', () => {
  it('puts a pushed message in the open conversation, reloads the chats and tells the likes hook', () => {
    const { queryClient, invalidate, messages } = caches();
    const pushed = vi.fn();
    const off = onPushedMessage(pushed);
    applyRealtimeEvent(queryClient, { type: 'message', seq: 3, profile: 7, message: message(3) });
    off();
    expect(messages().map((m) => m.id)).toEqual([1, 2, 3]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.list() });
    expect(pushed).toHaveBeenCalledTimes(1);
  });

  it('my own message from another tab takes the place of nothing and is not a pushed message', () => {
    const { queryClient, messages } = caches();
    const pushed = vi.fn();
    const off = onPushedMessage(pushed);
    applyRealtimeEvent(queryClient, { type: 'message', seq: 3, profile: 7, message: message(3, { from_me: true, client_id: 'abc' }) });
    applyRealtimeEvent(queryClient, { type: 'message', seq: 4, profile: 7, message: message(3, { from_me: true, client_id: 'abc' }) });
    off();
    expect(messages().map((m) => m.id)).toEqual([1, 2, 3]);
    expect(pushed).not.toHaveBeenCalled();
  });

  it('shows read ticks on my messages up to the one the partner read', () => {
    const { queryClient, messages } = caches();
    applyRealtimeEvent(queryClient, { type: 'read', seq: 3, conversation: 5, up_to: 1 });
    expect(messages().map((m) => m.read)).toEqual([true, false]);
  });

  it('puts a new balance in the session at once', () => {
    const { queryClient } = caches();
    applyRealtimeEvent(queryClient, { type: 'credits', seq: 3, credits: 12 });
    expect(queryClient.getQueryData<{ credits: number }>(sessionKeys.user())?.credits).toBe(12);
  });

  it('shows the partner typing for a few seconds', () => {
    vi.useFakeTimers();
    const { queryClient } = caches();
    const { result, rerender } = renderHook(() => useIsTyping(5));
    applyRealtimeEvent(queryClient, { type: 'typing', conversation: 5 });
    rerender();
    expect(result.current).toBe(true);
    vi.advanceTimersByTime(6_100);
    rerender();
    expect(result.current).toBe(false);
    vi.useRealTimers();
  });

  it('keeps the ticks when the sender\'s own answer arrives after the partner already read it', () => {
    const { queryClient, messages } = caches();
    applyRealtimeEvent(queryClient, { type: 'read', seq: 4, conversation: 5, up_to: 9 });
    // The POST answer (or the sender's own echo) for message 9 comes later and says read: false.
    upsertMessage(queryClient, message(9, { from_me: true, client_id: 'c9' }), 7);
    expect(messages().find((m) => m.id === 9)?.read).toBe(true);
    upsertMessage(queryClient, message(10, { from_me: true }), 7);
    expect(messages().find((m) => m.id === 10)?.read).toBe(false);
  });
});
