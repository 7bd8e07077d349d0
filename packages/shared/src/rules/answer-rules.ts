/**
 * What an operator answering as a fictional profile may not write (issue 13, honesty): no contact details (e-mail,
 * phone, links or handles of other apps), no bank details, no request for money, no meeting. The server refuses such
 * an answer (`console_answer_forbidden`); the console runs the same rule while typing to warn early.
 *
 * A guard, not a proof: the lists catch the usual wordings in the 12 site languages. They are kept narrow on purpose
 * ("nice to meet you", "snap je?") so that honest small talk passes; the rules panel tells operators the rest.
 */
export const ANSWER_PROBLEMS = ['email', 'phone', 'link', 'iban', 'money', 'meeting'] as const;
export type AnswerProblem = (typeof ANSWER_PROBLEMS)[number];

const EMAIL = [
  /[\p{L}\p{N}._%+-]+(?:@|\s*(?:\(at\)|\[at\]|\{at\})\s*)[\p{L}\p{N}-]+(?:(?:\.|\s*(?:\(dot\)|\[dot\]|\(punt\)|\[punt\])\s*)[\p{L}\p{N}-]+)+/u,
  /\b(?:at|apenstaartje)\s+[\p{L}\p{N}-]+\s+(?:dot|punt|punkt|point)\s+[a-z]{2,6}\b/u,
];

/** Nine digits or more in one run of digits, spaces, dots, dashes and brackets (a date has eight at most). */
function hasPhoneNumber(text: string): boolean {
  for (const run of text.match(/\+?[\d(][\d\s().\-/]{7,}\d/g) ?? []) if (run.replace(/\D/g, '').length >= 9) return true;
  return false;
}

const TLDS = 'com|net|org|info|biz|io|me|app|ly|gg|tv|co|nl|be|de|at|ch|fr|es|it|pt|pl|dk|no|se|fi|uk|eu|us|ru|xyz|online|site|link|click|chat|live|dating|love|sex|xxx';
const LINK = [
  /\bhttps?:\/\//u,
  /\bwww\s*\./u,
  // "name.nl", "name (dot) com"; no spaces around a plain dot, or every sentence ending before "de" would be a link.
  new RegExp(`(?<![\\p{L}\\p{N}])[\\p{L}\\p{N}-]{2,}(?:\\.|\\s*(?:\\(dot\\)|\\[dot\\]|\\(punt\\))\\s*)(?:${TLDS})(?![\\p{L}\\p{N}])`, 'u'),
  /\b(?:t|wa)\.me\b/u,
  // Handles and the apps they live in (bare "snap" is Dutch for "understand", "signal" and "line" are words).
  /(?:^|\s)@[\p{L}\p{N}_.]{3,}/u,
  /\b(?:whats\s?app|whatsap|wapp|telegram|snapchat|instagram|insta|kik|skype|facebook|messenger|discord|wechat|viber|tiktok|onlyfans|fansly|tinder|badoo|grindr|bumble|hinge|lovoo|threema|imessage|facetime)\b/u,
  /\b(?:snap|ig|fb|tg|signal|line)\s*(?::|id\b|naam\b|name\b|nummer\b|number\b)/u,
];

/** Country code, check digits, then letters and digits in groups of four (spaces allowed), with 8 digits or more. */
const IBAN = /\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,7}(?:\s?[a-z0-9]{1,4})?\b/gu;
const hasIban = (text: string) => [...text.matchAll(IBAN)].some((m) => m[0].replace(/\D/g, '').length >= 8);

/** Whole words or phrases (prefixes where a word has many endings: `stem*`). */
const words = (list: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map((w) => w.replace(/\*$/, '[\\p{L}]*').replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`, 'u');

const MONEY = words([
  // nl
  'geld', 'geldje', 'overmaken', 'maak over', 'maak je over', 'tikkie', 'betaalverzoek', 'bankrekening*', 'rekeningnummer*', 'cadeaukaart*', 'cadeaubon*', 'lenen', 'leen me', 'voorschieten',
  // en
  'money', 'send me', 'wire me', 'transfer me', 'bank account', 'bank details', 'paypal', 'gift card*', 'giftcard*', 'western union', 'moneygram', 'bitcoin*', 'crypto', 'venmo', 'cash app', 'cashapp', 'revolut', 'pay me', 'lend me', 'loan',
  // de
  'überweis*', 'bankkonto', 'kontonummer', 'gutschein*', 'leih mir', 'schick mir geld',
  // fr
  'argent', 'virement*', 'vire-moi', 'carte cadeau', 'compte bancaire', 'prête-moi', 'prête moi',
  // es
  'dinero', 'transferencia*', 'cuenta bancaria', 'tarjeta regalo', 'préstame', 'prestame', 'bizum',
  // it
  'soldi', 'denaro', 'bonifico', 'prestito', 'prestami', 'carta regalo', 'conto bancario', 'ricarica',
  // da, nb, sv
  'penge', 'pengar', 'overfør*', 'överför*', 'swish', 'mobilepay', 'vipps', 'gavekort*', 'presentkort*', 'lån mig', 'lån meg', 'låna mig', 'kontonummer',
  // fi
  'rahaa', 'raha', 'tilisiirto*', 'tilinumero*', 'pankkitili*', 'lahjakortti*', 'lainaa minulle',
  // pl
  'pieniądze', 'pieniędzy', 'kasa', 'kasę', 'przelew*', 'pożycz*', 'konto bankowe', 'numer konta', 'blik', 'karta podarunkowa', 'kartę podarunkową',
]);

const MEETING = words([
  // nl
  'afspreken', 'afspraakje', 'spreken we af', 'zullen we afspreken', 'langskomen', 'kom langs', 'kom je langs', 'bij mij thuis', 'bij jou thuis', 'naar mij toe', 'naar jou toe', 'mijn adres', 'jouw adres', 'je adres', 'elkaar zien', 'elkaar ontmoeten', 'in het echt zien', 'een date',
  // en
  'meet up', 'meetup', 'meet me', 'meet you at', 'meet in person', 'meet irl', 'let\'s meet', 'lets meet', 'we could meet', 'meeting up', 'come over', 'come to my', 'my place', 'your place', 'my address', 'your address', 'hook up', 'go on a date',
  // de
  'treffen wir uns', 'lass uns treffen', 'uns treffen', 'vorbeikommen', 'komm vorbei', 'meine adresse', 'deine adresse', 'zu mir nach hause', 'zu dir nach hause',
  // fr
  'se rencontrer', 'on se voit', 'rendez-vous', 'mon adresse', 'ton adresse', 'viens chez moi',
  // es
  'quedamos', 'vernos', 'encontrarnos', 'mi dirección', 'tu dirección', 'ven a mi casa', 'a tu casa', 'una cita',
  // it
  'incontrarci', 'vederci', 'appuntamento', 'il mio indirizzo', 'il tuo indirizzo', 'a casa mia', 'a casa tua',
  // da, nb, sv
  'mødes', 'møtes', 'treffes', 'träffas', 'ses vi', 'min adresse', 'din adresse', 'min adress', 'din adress', 'hjem til mig', 'hjem til meg', 'hem till mig', 'hem till dig',
  // fi
  'tavataan', 'tavata', 'osoitteeni', 'osoitteesi', 'luokseni', 'luoksesi',
  // pl
  'spotkajmy', 'spotkamy się', 'umówmy się', 'mój adres', 'twój adres', 'do mnie do domu', 'wpadnij do mnie',
]);

/**
 * The first problem of an answer, or null when it may be sent. Checked in the order a reader would name them:
 * contact details before money before meetings.
 */
export function answerProblem(input: string): AnswerProblem | null {
  const text = input.normalize('NFKC').toLowerCase().replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
  if (EMAIL.some((re) => re.test(text))) return 'email';
  if (hasIban(text)) return 'iban';
  if (hasPhoneNumber(text)) return 'phone';
  if (LINK.some((re) => re.test(text))) return 'link';
  if (MONEY.test(text)) return 'money';
  if (MEETING.test(text)) return 'meeting';
  return null;
}
