import { EMAIL_MAX } from '../constants.js';

// Deliberately simple: one @, a dotted domain with a 2+ letter TLD, no spaces. Full RFC 5322 admits
// addresses no mail provider hands out and that members only ever type by mistake.
const EMAIL_SHAPE = /^[^\s@"(),:;<>[\\\]]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i;

/** Mail providers members of our countries use most; a domain close to one of these is a typo. */
const KNOWN_DOMAINS = [
  'gmail.com', 'googlemail.com', 'hotmail.com', 'hotmail.nl', 'hotmail.be', 'hotmail.de', 'hotmail.fr', 'hotmail.it',
  'hotmail.es', 'hotmail.co.uk', 'outlook.com', 'outlook.nl', 'outlook.de', 'live.com', 'live.nl', 'live.be', 'live.de',
  'live.fr', 'live.co.uk', 'msn.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.de', 'yahoo.fr', 'yahoo.it', 'yahoo.es',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de',
  'freenet.de', 'orange.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'wanadoo.fr', 'libero.it', 'virgilio.it', 'tiscali.it',
  'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'home.nl', 'xs4all.nl', 'telenet.be', 'skynet.be', 'proximus.be', 'bluewin.ch',
  'wp.pl', 'o2.pl', 'onet.pl', 'interia.pl', 'protonmail.com', 'proton.me', 'comcast.net', 'btinternet.com', 'sky.com',
  'eircom.net', 'bigpond.com', 'xtra.co.nz', 'telia.com', 'online.no', 'jubii.dk', 'mail.dk',
];

const KNOWN_TLDS = ['com', 'net', 'org', 'nl', 'be', 'de', 'at', 'ch', 'fr', 'it', 'es', 'uk', 'ie', 'us', 'ca', 'pl', 'au', 'nz', 'dk', 'fi', 'no', 'se', 'eu', 'info', 'me'];

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmailShape(email: string): boolean {
  const e = email.trim();
  return e.length <= EMAIL_MAX && EMAIL_SHAPE.test(e);
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      // Transpositions ("gmial") count as one edit, like a typist makes them.
      const swap = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1), swap ? prev : Infinity);
      prev = tmp;
    }
  }
  return row[b.length]!;
}

function splitDomain(domain: string): { name: string; tld: string } {
  const parts = domain.split('.');
  const twoLevel = parts.length > 2 && ['co', 'com'].includes(parts[parts.length - 2]!);
  const tldParts = twoLevel ? 2 : 1;
  return { name: parts.slice(0, -tldParts).join('.'), tld: parts.slice(-tldParts).join('.') };
}

/**
 * A did-you-mean suggestion for a mistyped provider ("jan@gmial.com" -> "jan@gmail.com"),
 * or null when the domain is known or not close to any known one.
 */
export function suggestEmail(email: string): string | null {
  const e = normalizeEmail(email);
  const at = e.lastIndexOf('@');
  if (at < 1) return null;
  const local = e.slice(0, at);
  const domain = e.slice(at + 1).replace(/\.+$/, '').replace(/,/g, '.');
  if (!domain || KNOWN_DOMAINS.includes(domain)) return null;

  let best: string | null = null;
  let bestDistance = Infinity;
  for (const known of KNOWN_DOMAINS) {
    const d = distance(domain, known);
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  const { name, tld } = splitDomain(domain);
  if (best && bestDistance <= 2) {
    // "gmx.at" is a provider's own country domain, not a typo of "gmx.de".
    const sameNameOtherCountry = KNOWN_DOMAINS.some((k) => splitDomain(k).name === name) && KNOWN_TLDS.includes(tld);
    if (!sameNameOtherCountry) return `${local}@${best}`;
  }
  // A mistyped top-level domain of any provider: "example.con" -> "example.com".
  if (!KNOWN_TLDS.includes(tld) && !tld.includes('.')) {
    const closeTld = KNOWN_TLDS.find((k) => distance(tld, k) === 1 && k.length >= 3);
    if (closeTld && ['con', 'cmo', 'ocm', 'comm', 'nel', 'ney', 'nett', 'orgg'].includes(tld)) {
      return `${local}@${name}.${closeTld}`;
    }
  }
  return null;
}

export type EmailProblem = 'invalid_email';

/** Spec 5: "Ongeldige e-mail", also for a known provider typed wrongly (the answer carries the suggestion). */
export function checkEmail(email: string): { problem: EmailProblem; suggestion: string | null } | null {
  const suggestion = suggestEmail(email);
  if (!isEmailShape(email) || suggestion) return { problem: 'invalid_email', suggestion };
  return null;
}
