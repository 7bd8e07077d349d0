export const DEFAULT_AFTER_LOGIN = '/members';

/** U+0000–U+001F, U+007F and every kind of whitespace, which browsers strip or fold in surprising ways. */
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]/u;

function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !CONTROL_OR_SPACE.test(value);
}

/**
 * Where ?redirect= may send a member after login: only a path on this site. A crafted value must not reach another
 * site: `//evil.example` and `/\evil.example` are read by browsers as another host, so a second slash, any backslash,
 * control characters and whitespace are refused, also once percent-decoded (`/%5Cevil`, `/%2F%2Fevil`), and whatever
 * is left must still resolve to this origin.
 */
export function safeRedirect(value: string | null | undefined, origin = window.location.origin): string {
  if (!value || !isSameSitePath(value)) return DEFAULT_AFTER_LOGIN;
  const path = value.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try { decoded = decodeURIComponent(path); } catch { return DEFAULT_AFTER_LOGIN; }
  if (!isSameSitePath(decoded)) return DEFAULT_AFTER_LOGIN;
  try {
    if (new URL(value, origin).origin !== origin) return DEFAULT_AFTER_LOGIN;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  return value;
}
