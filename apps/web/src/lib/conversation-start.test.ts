import { afterEach, describe, expect, it } from 'vitest';
import { CONVERSATION_START_KEY, flagConversationStart, takeConversationStart } from './conversation-start';

describe('the conversation-start flag', () => {
  afterEach(() => window.sessionStorage.clear());
  it('is taken once, only for the flagged profile', () => {
    flagConversationStart(12);
    expect(window.sessionStorage.getItem(CONVERSATION_START_KEY)).toBe('12');
    expect(takeConversationStart(13)).toBe(false);
    expect(takeConversationStart(12)).toBe(true);
    expect(takeConversationStart(12)).toBe(false);
  });
});
