import { describe, expect, it } from 'vitest';
import {
  canAfford, DEFAULT_MESSAGE_LENGTH, GIFTS, giftImage, mayStartConversation, messageCost, messageLengthLimit, messagePreview,
  messageTextProblem, titlePrefix,
} from './chat.js';

const prices = { message_credits: 10, gift_credits: 50, photo_credits: 25 };

describe('chat rules', () => {
  it('prices each kind with the site setting', () => {
    expect(messageCost('text', prices)).toBe(10);
    expect(messageCost('gift', prices)).toBe(50);
    expect(messageCost('photo', prices)).toBe(25);
  });

  it('a balance pays only when it covers the whole cost', () => {
    expect(canAfford(10, 10)).toBe(true);
    expect(canAfford(9, 10)).toBe(false);
    expect(canAfford(0, 0)).toBe(true);
  });

  it('refuses empty and whitespace-only texts and texts over the limit, counted in characters', () => {
    expect(messageTextProblem('', 10)).toBe('message_empty');
    expect(messageTextProblem(' \n\t\u00a0', 10)).toBe('message_empty');
    expect(messageTextProblem('0123456789', 10)).toBeNull();
    expect(messageTextProblem('01234567890', 10)).toBe('message_too_long');
    // Ten emoji are ten characters, not twenty UTF-16 units.
    expect(messageTextProblem('😀'.repeat(10), 10)).toBeNull();
    expect(messageTextProblem('<script>alert(1)</script>', 100)).toBeNull();
  });

  it('falls back to a sane length when the site setting is missing or nonsense', () => {
    expect(messageLengthLimit(800)).toBe(800);
    for (const bad of [0, -5, 1.5, null, undefined, Number.NaN]) expect(messageLengthLimit(bad)).toBe(DEFAULT_MESSAGE_LENGTH);
  });

  it('a never-paid member starts at most 2 conversations; premium members any number', () => {
    expect(mayStartConversation(false, 0)).toBe(true);
    expect(mayStartConversation(false, 1)).toBe(true);
    expect(mayStartConversation(false, 2)).toBe(false);
    expect(mayStartConversation(true, 500)).toBe(true);
  });

  it('prefixes the title with unread messages plus new likes', () => {
    expect(titlePrefix(0, 0)).toBe('');
    expect(titlePrefix(3, 2)).toBe('(5) ');
    expect(titlePrefix(-1, 1)).toBe('(1) ');
  });

  it('previews a text on one line, shortened; gifts and photos have no text preview', () => {
    expect(messagePreview('text', 'Hoi\n\ndaar  jij')).toBe('Hoi daar jij');
    expect([...messagePreview('text', 'x'.repeat(200), 80)]).toHaveLength(80);
    expect(messagePreview('gift', 'ignored')).toBe('');
  });

  it('has at least 12 gifts, each with a local image', () => {
    expect(GIFTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GIFTS).size).toBe(GIFTS.length);
    expect(giftImage('rose')).toBe('/gifts/rose.svg');
  });
});
