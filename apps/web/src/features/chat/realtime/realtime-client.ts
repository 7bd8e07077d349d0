import type { RealtimeEvent } from '@app/shared/contracts/chat';

export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  close(): void;
}

export interface RealtimeHandlers {
  /** A new event, each stored one once and in order (typing has no number). */
  onEvent(event: RealtimeEvent): void;
  /** Connected again after a drop: missed events are being replayed; lists may be refreshed too. */
  onReconnect(): void;
  /** Too far behind to replay (or the server forgot): reload everything. */
  onResync(): void;
  onStatus(connected: boolean): void;
}

export const MAX_BACKOFF_MS = 30_000;
/** 1 s, 2 s, 4 s … up to 30 s, with jitter so a restarted server is not hit by every tab at once. */
export const backoffMs = (attempt: number, random = Math.random) => Math.round(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.5 + random() / 2));

/**
 * The realtime socket of one tab. It remembers the number of the last event it passed on and reconnects with it
 * (`?since=`), so the server replays whatever was missed while away; an event at or below that number is a duplicate
 * and dropped.
 */
export class RealtimeClient {
  lastSeq: number | undefined;
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private connectedOnce = false;

  constructor(
    private readonly open: (since: number | undefined) => SocketLike,
    private readonly handlers: RealtimeHandlers,
    private readonly random = Math.random,
  ) {}

  start() {
    this.stopped = false;
    this.connect();
  }

  /** The network is back (the browser says so): try at once instead of waiting out the back-off. */
  retryNow() {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retry);
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = null;
    if (socket) { socket.onclose = null; socket.close(); }
  }

  private connect() {
    const socket = this.open(this.lastSeq);
    this.socket = socket;
    socket.onmessage = (message) => {
      let event: RealtimeEvent;
      try { event = JSON.parse(String(message.data)) as RealtimeEvent; } catch { return; }
      if (event && typeof event.type === 'string') this.receive(event);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.handlers.onStatus(false);
      if (this.stopped) return;
      this.retry = setTimeout(() => this.connect(), backoffMs(this.attempt++, this.random));
    };
    socket.onerror = () => socket.close();
  }

  private receive(event: RealtimeEvent) {
    if (event.type === 'hello' || event.type === 'resync') {
      // Connected after a drop, or only after failed tries: what the screens loaded meanwhile may be behind.
      const reconnected = this.connectedOnce || this.attempt > 0;
      this.attempt = 0;
      this.connectedOnce = true;
      this.handlers.onStatus(true);
      if (event.type === 'resync') {
        this.lastSeq = event.seq;
        this.handlers.onResync();
        return;
      }
      this.lastSeq = Math.max(this.lastSeq ?? 0, event.seq);
      if (reconnected) this.handlers.onReconnect();
      return;
    }
    if ('seq' in event) {
      if (this.lastSeq !== undefined && event.seq <= this.lastSeq) return;
      this.lastSeq = event.seq;
    }
    this.handlers.onEvent(event);
  }
}
