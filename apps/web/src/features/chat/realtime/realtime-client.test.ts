import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@app/shared/contracts/chat';
import { backoffMs, RealtimeClient, type RealtimeHandlers, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  constructor(readonly since: number | undefined) {}
  push(event: Record<string, unknown>) { this.onmessage?.({ data: JSON.stringify(event) }); }
  drop() { this.closed = true; this.onclose?.({}); }
  close() { this.drop(); }
}

const message = (seq: number, text: string) => ({ type: 'message', seq, profile: 7, message: { id: seq, conversation: 1, kind: 'text', text, gift: null, photo: null, from_me: false, read: false, client_id: null, sent_at: '2026-11-23T10:00:00Z' } });

describe('realtime client', () => {
  let sockets: FakeSocket[];
  let events: RealtimeEvent[];
  let handlers: { [K in keyof RealtimeHandlers]: ReturnType<typeof vi.fn<RealtimeHandlers[K]>> };
  let client: RealtimeClient;
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    events = [];
    handlers = { onEvent: vi.fn<RealtimeHandlers['onEvent']>((e) => { events.push(e); }), onReconnect: vi.fn<RealtimeHandlers['onReconnect']>(), onResync: vi.fn<RealtimeHandlers['onResync']>(), onStatus: vi.fn<RealtimeHandlers['onStatus']>() };
    client = new RealtimeClient((since) => { const s = new FakeSocket(since); sockets.push(s); return s; }, handlers, () => 1);
    client.start();
  });
  afterEach(() => { client.stop(); vi.useRealTimers(); });

  it('passes each stored event on once, in order, and drops repeats', () => {
    sockets[0]!.push({ type: 'hello', seq: 4 });
    sockets[0]!.push(message(5, 'een'));
    sockets[0]!.push(message(5, 'een'));
    sockets[0]!.push(message(3, 'oud'));
    sockets[0]!.push(message(6, 'twee'));
    sockets[0]!.push({ type: 'typing', conversation: 1 });
    expect(events.map((e) => ('message' in e ? e.message.text : e.type))).toEqual(['een', 'twee', 'typing']);
    expect(client.lastSeq).toBe(6);
    expect(handlers.onStatus).toHaveBeenCalledWith(true);
  });

  it('reconnects after a drop with back-off, asking for everything after the last event', () => {
    sockets[0]!.push({ type: 'hello', seq: 0 });
    sockets[0]!.push(message(1, 'een'));
    sockets[0]!.drop();
    expect(handlers.onStatus).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(backoffMs(0, () => 1) - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.since).toBe(1);
    sockets[1]!.push({ type: 'hello', seq: 1 });
    sockets[1]!.push(message(2, 'twee'));
    expect(handlers.onReconnect).toHaveBeenCalledTimes(1);
    expect(events.map((e) => ('message' in e ? e.message.text : e.type))).toEqual(['een', 'twee']);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s while the server is away', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffMs(0, () => 0)).toBe(500);
  });

  it('reloads everything when the server says the gap is too old', () => {
    sockets[0]!.push({ type: 'resync', seq: 90 });
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
    sockets[0]!.push(message(90, 'al gezien'));
    sockets[0]!.push(message(91, 'nieuw'));
    expect(events.map((e) => ('message' in e ? e.message.text : e.type))).toEqual(['nieuw']);
  });

  it('refreshes the screens when it connects only after failed tries (events meanwhile cannot be replayed)', () => {
    sockets[0]!.drop();
    vi.advanceTimersByTime(backoffMs(0, () => 1));
    sockets[1]!.push({ type: 'hello', seq: 3 });
    expect(handlers.onReconnect).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a first connection at once', () => {
    sockets[0]!.push({ type: 'hello', seq: 3 });
    expect(handlers.onReconnect).not.toHaveBeenCalled();
  });

  it('tries again at once when the network comes back, instead of waiting out the back-off', () => {
    sockets[0]!.drop();
    client.retryNow();
    expect(sockets).toHaveLength(2);
    client.retryNow();
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good on logout', () => {
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
