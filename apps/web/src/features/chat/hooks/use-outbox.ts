import { useCallback, useEffect, useRef, useState } from 'react';
import type { GiftId } from '@app/shared/rules/chat';
import { ApiError } from '../../../lib/api';
import { useSendMessage, useUploadMessagePhoto, type SendInput } from '../api/mutations';

/** What the member sends. A photo keeps its file until the server has it, so a failed upload can be retried. */
export type OutgoingContent =
  | { kind: 'text'; text: string }
  | { kind: 'gift'; gift: GiftId }
  | { kind: 'photo'; file: File; preview: string; key?: string };

/**
 * A message on its way: shown at once, replaced by the server's message (same client_id) when it is stored.
 * A failed one keeps its client_id: the retry is the same message to the server, charged at most once.
 */
export type Outgoing = { client_id: string; content: OutgoingContent; created_at: string } & (
  | { status: 'sending' }
  | { status: 'failed'; error: string }
);

/** Refusals that change what the conversation offers instead of the composer (a short balance, the free limit, a block). */
export type Refusal = { code: 'insufficient_credits' | 'conversation_limit' | 'blocked' | 'blocked_by_me'; message: string };
const REFUSALS: ReadonlyArray<Refusal['code']> = ['insufficient_credits', 'conversation_limit', 'blocked', 'blocked_by_me'];

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

function bodyOf(message: Outgoing, acknowledgeFictional: boolean): SendInput {
  const { content, client_id } = message;
  const fields = content.kind === 'text' ? { text: content.text } : content.kind === 'gift' ? { gift: content.gift } : { photo: content.key };
  return { kind: content.kind, client_id, ...fields, ...(acknowledgeFictional ? { acknowledge_fictional: true } : {}) };
}

/**
 * The optimistic sending of one conversation: messages waiting for the server, the fictional notice that holds one
 * back until the member confirms, and the last refusal. `genericError` is the text for a failure without a message
 * from the server (a lost connection).
 */
export function useOutbox(profileId: number, genericError: string) {
  const send = useSendMessage(profileId);
  const upload = useUploadMessagePhoto();
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const [awaitingNotice, setAwaitingNotice] = useState<Outgoing | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const previews = useRef(new Set<string>());

  useEffect(() => () => { for (const url of previews.current) URL.revokeObjectURL(url); }, []);

  const put = useCallback((message: Outgoing) => setOutgoing((list) => {
    const index = list.findIndex((m) => m.client_id === message.client_id);
    return index < 0 ? [...list, message] : list.map((m, i) => (i === index ? message : m));
  }), []);
  const drop = useCallback((clientId: string) => setOutgoing((list) => list.filter((m) => m.client_id !== clientId)), []);
  const fail = useCallback((message: Outgoing, error: string) => put({ ...message, status: 'failed', error }), [put]);

  const deliver = useCallback((message: Outgoing, acknowledgeFictional = false) => {
    const sending: Outgoing = { client_id: message.client_id, content: message.content, created_at: message.created_at, status: 'sending' };
    put(sending);
    const { content } = sending;
    if (content.kind === 'photo' && !content.key) {
      void upload.mutateAsync(content.file).then(
        ({ photo }) => deliver({ ...sending, content: { ...content, key: photo.key } }, acknowledgeFictional),
        (error: unknown) => fail(sending, errorText(error, genericError)),
      );
      return;
    }
    // mutateAsync, not mutate: mutate's own callbacks fire only for the latest of several sends in flight.
    void send.mutateAsync(bodyOf(sending, acknowledgeFictional)).then(
      // The server's message (same client_id) is in the cache now and takes this one's place.
      () => { drop(sending.client_id); setRefusal(null); },
      (error: unknown) => {
        const code = error instanceof ApiError ? error.code : null;
        if (code === 'fictional_notice') {
          drop(sending.client_id);
          setAwaitingNotice(sending);
          return;
        }
        if (code && (REFUSALS as readonly string[]).includes(code)) setRefusal({ code: code as Refusal['code'], message: errorText(error, genericError) });
        fail(sending, errorText(error, genericError));
      },
    );
  }, [send, upload, put, drop, fail, genericError]);

  return {
    outgoing,
    refusal,
    /** The message held back by the fictional notice (the notice is open while this is set). */
    awaitingNotice,
    send: (content: OutgoingContent) => {
      if (content.kind === 'photo') previews.current.add(content.preview);
      deliver({ client_id: crypto.randomUUID(), content, created_at: new Date().toISOString(), status: 'sending' });
    },
    retry: (message: Outgoing) => deliver(message),
    discard: (message: Outgoing) => drop(message.client_id),
    /** The member read the notice: the same message again, acknowledged. */
    confirmNotice: () => {
      if (!awaitingNotice) return;
      setAwaitingNotice(null);
      deliver(awaitingNotice, true);
    },
    /** Not now: the message stays, unsent, with its retry (which asks again). */
    cancelNotice: () => {
      if (!awaitingNotice) return;
      setAwaitingNotice(null);
      fail(awaitingNotice, '');
    },
  };
}
