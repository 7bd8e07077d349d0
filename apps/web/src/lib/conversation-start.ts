/**
 * Spec 2's conversation-start flag: the match overlay sets it (with the profile id) when the member chooses to chat;
 * the conversation with that profile takes it once, to put the cursor in the message box straight away.
 * Kept in the tab's session storage; storage may be off (private mode, quota), and then nothing is flagged.
 */
const KEY = 'conversation-start';

export function flagConversationStart(profileId: number) {
  try { window.sessionStorage.setItem(KEY, String(profileId)); } catch { /* storage off: no flag */ }
}

/** True once for the flagged profile (the flag is cleared); false for any other. */
export function takeConversationStart(profileId: number): boolean {
  try {
    if (window.sessionStorage.getItem(KEY) !== String(profileId)) return false;
    window.sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}

export const CONVERSATION_START_KEY = KEY;
