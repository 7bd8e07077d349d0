import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';

/**
 * One form of address per language: every user-facing text uses the informal form the interface uses
 * (German "du", French "tu", Spanish "tú", Italian "tu", Polish "ty"; the Scandinavian languages, Finnish
 * and Dutch use their informal "you" as well). This test reads every catalogue string (base + web) and every
 * legal/info Markdown page of a locale and looks for markers of the formal form.
 *
 * Many formal words are also ordinary third-person words ("Sie" = they, "Ihre" = their, "De" = they in
 * Danish), so most checks only fire where the word cannot be third person: capitalised in the middle of a
 * sentence, or at the start of a sentence in a construction that addresses the reader ("Sie können",
 * "Ihr Konto").
 */

const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Text = { where: string; text: string };

function catalogueTexts(locale: string): Text[] {
  const out: Text[] = [];
  const walk = (node: unknown, file: string, key: string) => {
    if (typeof node === 'string') out.push({ where: `${file} ${key}`, text: node });
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, file, key ? `${key}.${k}` : k);
    }
  };
  for (const file of [`locales/${locale}.json`, `locales/web/${locale}.json`]) {
    walk(JSON.parse(fs.readFileSync(path.join(shared, file), 'utf8')), file, '');
  }
  return out;
}

function legalTexts(locale: string): Text[] {
  const dir = path.join(shared, 'legal', locale);
  return fs.readdirSync(dir).filter((f) => f.endsWith('.md')).sort().flatMap((file) =>
    fs.readFileSync(path.join(dir, file), 'utf8').split('\n')
      .map((line, i) => ({ where: `legal/${locale}/${file}:${i + 1}`, text: line }))
      .filter((t) => t.text.trim() !== ''));
}

/**
 * True when the word at `index` starts a sentence: at the start of a line (after a Markdown "#", "- ",
 * "1. ", "6.1 " or "**"), after ". ", "! ", "? " or ": " (a colon may introduce a full sentence), or right
 * after an opening quote (a quoted title such as „Deine Rechte“). Brackets and emphasis marks are ignored.
 */
function startsSentence(text: string, index: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', index - 1) + 1, index);
  if (/[„“«‹"]$/u.test(line)) return true;
  const before = line.replace(/[\s*_„“”"'«»‹›([]+$/u, '');
  if (/^\s*(#+|-|\d+(\.\d+)*\.?)?$/u.test(before)) return true;
  return /[.!?:]$/u.test(before);
}

/** Every match of `word` (a whole word, case-sensitive) that is not at the start of a sentence. */
function midSentence(text: string, word: RegExp): string[] {
  const re = new RegExp(`(?<!\\p{L})(?:${word.source})(?!\\p{L})`, 'gu');
  return [...text.matchAll(re)].filter((m) => !startsSentence(text, m.index)).map((m) => m[0]);
}

const anywhere = (text: string, re: RegExp): string[] => [...text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))].map((m) => m[0]);

/** Per language: the formal markers found in one text. Returns what was found, empty when the text is fine. */
const CHECKS: Record<string, (text: string) => string[]> = {
  // German: "Sie", "Ihnen", "Ihr…" in capitals mid-sentence are always the polite form ("haben Sie",
  // "Bitte geben Sie", "für Ihr Konto"). At a sentence start "Sie"/"Ihr" can be "they"/"their"/"you (plural)",
  // so only constructions that address the reader count there.
  de: (text) => [
    ...midSentence(text, /Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres/),
    ...anywhere(text, /(?<!\p{L})Ihnen(?!\p{L})/u),
    ...anywhere(text, /(?<!\p{L})Sie (?:können|müssen|dürfen|möchten|sollten|wollen|erhalten|finden|erreichen|bestätigen|akzeptieren|sich)(?!\p{L})/u),
    ...anywhere(text, /(?<!\p{L})Ihre?[nmrs]? (?:Konto|Profil|Passwort|E-Mail|E-Mail-Adresse|Frage|Anfrage|Daten|Nachricht|Nachrichten|Credits|Rechte|Recht|Widerspruch|Einwilligung|Browser|Kauf|Geburtsdatum|Beschwerde|Sicherheit)(?!\p{L})/u),
    // Current orthography writes "du", "dich", "dein" in lower case inside a sentence.
    ...midSentence(text, /Du|Dich|Dir|Dein|Deine|Deinen|Deinem|Deiner|Deines|Euch|Euer|Eure|Euren|Eurem|Eurer/),
  ],
  // French: "vous/votre/vos" and the "vous" imperative "veuillez". "rendez-vous" (a date) is a noun.
  fr: (text) => anywhere(text.replace(/rendez-vous/giu, ''), /(?<!\p{L})(?:vous|votre|vos|veuillez)(?!\p{L})/iu),
  // Spanish: "usted" and its abbreviations, and the usual "usted" imperatives ("tú": introduce, pulsa…).
  es: (text) => [
    ...anywhere(text, /(?<!\p{L})(?:usted|ustedes|Ud|Uds|Vd|Vds)(?!\p{L})/iu),
    ...anywhere(text, /(?<!\p{L})(?:introduzca|compruebe|póngase|contacte con|haga clic|pulse|escriba|inicie sesión|vuelva a intentarlo|utilice|elija|acepte|espere|revise|solicite|inténtelo)(?!\p{L})/iu),
  ],
  // Italian: the polite "Lei/Suo/Sua" is capitalised mid-sentence; polite formulas and imperatives.
  it: (text) => [
    ...midSentence(text, /Lei|Suo|Sua|Suoi|Sue|La|Le|Gli/),
    ...anywhere(text, /(?<!\p{L})(?:La|Le|Vi) (?:preghiamo|invitiamo|chiediamo|ricordiamo|ringraziamo|informiamo)(?!\p{L})/iu),
    ...anywhere(text, /(?<!\p{L})(?:Inserisca|Verifichi|Attenda|Riprovi|Clicchi|Scriva|Acceda|Legga|Scelga)(?!\p{L})/u),
  ],
  // Polish: "Pan/Pani/Państwo" in every case.
  pl: (text) => anywhere(text, /(?<!\p{L})(?:Pan|Pana|Panu|Panem|Pani|Panią|Państwo|Państwa|Państwu|Państwem|Paniom)(?!\p{L})/iu),
  // Danish/Norwegian: polite "De/Dem/Deres" is capitalised mid-sentence ("de/dem/deres" = they/them/their).
  da: (text) => midSentence(text, /De|Dem|Deres/),
  nb: (text) => midSentence(text, /De|Dem|Deres/),
  // Swedish: polite "Ni/Er/Ert/Era" is capitalised mid-sentence (lower-case "ni/er" is the plural "you").
  sv: (text) => midSentence(text, /Ni|Er|Ert|Era|Eder/),
  // Finnish: polite "Te/Teidän/…" is capitalised mid-sentence.
  fi: (text) => midSentence(text, /Te|Teidän|Teille|Teitä|Teillä|Teiltä|Teistä|Teihin|Teissä/),
  // Dutch: "u/uw". "U.S.C." (the 2257 statement) is not a pronoun.
  nl: (text) => anywhere(text.replace(/U\.S\.C\./gu, ''), /(?<!\p{L})(?:u|uw|uzelf)(?!\p{L})/iu),
};

/**
 * Exact texts that may keep a formal-looking word, and why.
 */
const ALLOWED: Record<string, string[]> = {
  // "Vous ne vous voyez plus": "vous" is the plural "you" (the member and the one they blocked), not the polite form.
  fr: ['Tu as bloqué ce membre. Vous ne vous voyez plus sur le site.'],
  // The spec's own Dutch text, which must stay verbatim.
  nl: ['Vul uw geboortedatum in ({min_age}+ jaar)'],
};

const LOCALES_WITH_CHECKS = Object.keys(CHECKS);

describe('form of address', () => {
  it.each(LOCALES_WITH_CHECKS)('%s addresses the member informally in every catalogue and legal text', (locale) => {
    const check = CHECKS[locale]!;
    const allowed = new Set(ALLOWED[locale] ?? []);
    const texts = [...catalogueTexts(locale), ...legalTexts(locale)];
    expect(texts.length).toBeGreaterThan(100);
    const offending = texts
      .filter((t) => !allowed.has(t.text))
      .map((t) => ({ ...t, found: check(t.text) }))
      .filter((t) => t.found.length > 0)
      .map((t) => `${t.where}: [${[...new Set(t.found)].join(', ')}] ${t.text.slice(0, 160)}`);
    expect(offending).toEqual([]);
  });

  it('every allowlisted text still exists (no stale exceptions)', () => {
    for (const [locale, list] of Object.entries(ALLOWED)) {
      const texts = new Set(catalogueTexts(locale).map((t) => t.text));
      for (const text of list) expect(texts.has(text), `${locale}: ${text}`).toBe(true);
    }
  });

  it('recognises the formal form and leaves third-person uses alone', () => {
    const de = CHECKS.de!;
    expect(de('Hier finden Sie Antworten auf die Fragen.')).not.toEqual([]);
    expect(de('Ist Ihre Frage nicht dabei? Schreiben Sie uns.')).not.toEqual([]);
    expect(de('Sie können Ihr Konto in den Einstellungen löschen.')).not.toEqual([]);
    expect(de('Ihr Konto wurde gesperrt.')).not.toEqual([]);
    expect(de('Wir helfen Ihnen weiter.')).not.toEqual([]);
    expect(de('Einige Profile sind fiktiv. Sie werden von unseren Mitarbeitern betrieben.')).toEqual([]);
    expect(de('Einige Profile sind fiktiv: Sie werden von unseren Mitarbeitern betrieben.')).toEqual([]);
    expect(de('Credits verfallen nicht. Sie haben keinen Geldwert.')).toEqual([]);
    expect(de('Du hast dieses Mitglied blockiert. Ihr seht euch auf der Seite nicht mehr.')).toEqual([]);
    expect(de('Hier findest du Antworten. Schreibe uns, wenn du Fragen hast.')).toEqual([]);
    expect(de('Hier findest Du Antworten.')).not.toEqual([]);

    expect(CHECKS.fr!('Vous pouvez supprimer votre compte.')).not.toEqual([]);
    expect(CHECKS.fr!('Veuillez indiquer :')).not.toEqual([]);
    expect(CHECKS.fr!('Donne-lui rendez-vous dans un lieu public.')).toEqual([]);
    expect(CHECKS.es!('Si usted no recibe el correo, compruebe su carpeta de spam.')).not.toEqual([]);
    expect(CHECKS.es!('Si no recibes el correo, revisa tu carpeta de spam.')).toEqual([]);
    expect(CHECKS.it!('La preghiamo di controllare il Suo indirizzo.')).not.toEqual([]);
    expect(CHECKS.it!('La tua foto è stata aggiunta. Le foto private restano tue.')).toEqual([]);
    expect(CHECKS.pl!('Prosimy Pana o podanie adresu.')).not.toEqual([]);
    expect(CHECKS.pl!('Musisz się zalogować.')).toEqual([]);
    expect(CHECKS.da!('Vi sender Dem en e-mail.')).not.toEqual([]);
    expect(CHECKS.da!('Nogle profiler er fiktive. De drives af vores medarbejdere.')).toEqual([]);
    expect(CHECKS.sv!('Vi skickar Er ett mejl.')).not.toEqual([]);
    expect(CHECKS.sv!('Ni ser inte längre varandra.')).toEqual([]);
    expect(CHECKS.nl!('Controleer uw e-mailadres.')).not.toEqual([]);
    expect(CHECKS.nl!('Verklaring op grond van 18 U.S.C. 2257.')).toEqual([]);
  });
});
