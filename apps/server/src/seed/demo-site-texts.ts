import type { SiteTexts } from '../db/schema/index.js';

type FictionalTexts = Pick<Required<SiteTexts>, 'fictional_warning' | 'fictional_singular' | 'fictional_plural'>;

/**
 * The fictional-profile label in every language, the same for both demo sites: fictional, run by staff, no physical
 * contact (spec 3, site settings). A member always reads it in the language of the site they read.
 */
const FICTIONAL_TEXTS: Record<string, FictionalTexts> = {
  nl: { fictional_warning: 'Dit is een fictief profiel, beheerd door onze medewerkers. Fysiek contact met dit profiel is niet mogelijk.', fictional_singular: 'fictief profiel', fictional_plural: 'fictieve profielen' },
  en: { fictional_warning: 'This is a fictional profile, run by our employees. Physical contact with this profile is not possible.', fictional_singular: 'fictional profile', fictional_plural: 'fictional profiles' },
  'en-US': { fictional_warning: 'This is a fictional profile, run by our employees. Physical contact with this profile is not possible.', fictional_singular: 'fictional profile', fictional_plural: 'fictional profiles' },
  de: { fictional_warning: 'Dies ist ein fiktives Profil, das von unseren Mitarbeitern betreut wird. Ein physischer Kontakt mit diesem Profil ist nicht möglich.', fictional_singular: 'fiktives Profil', fictional_plural: 'fiktive Profile' },
  fr: { fictional_warning: "Ceci est un profil fictif, géré par nos employés. Aucun contact physique n'est possible avec ce profil.", fictional_singular: 'profil fictif', fictional_plural: 'profils fictifs' },
  es: { fictional_warning: 'Este es un perfil ficticio, gestionado por nuestros empleados. No es posible el contacto físico con este perfil.', fictional_singular: 'perfil ficticio', fictional_plural: 'perfiles ficticios' },
  it: { fictional_warning: 'Questo è un profilo fittizio, gestito dai nostri dipendenti. Non è possibile alcun contatto fisico con questo profilo.', fictional_singular: 'profilo fittizio', fictional_plural: 'profili fittizi' },
  pl: { fictional_warning: 'To jest fikcyjny profil, prowadzony przez naszych pracowników. Kontakt fizyczny z tym profilem nie jest możliwy.', fictional_singular: 'fikcyjny profil', fictional_plural: 'fikcyjne profile' },
  da: { fictional_warning: 'Dette er en fiktiv profil, som drives af vores medarbejdere. Fysisk kontakt med denne profil er ikke mulig.', fictional_singular: 'fiktiv profil', fictional_plural: 'fiktive profiler' },
  sv: { fictional_warning: 'Det här är en fiktiv profil som drivs av våra anställda. Fysisk kontakt med den här profilen är inte möjlig.', fictional_singular: 'fiktiv profil', fictional_plural: 'fiktiva profiler' },
  nb: { fictional_warning: 'Dette er en fiktiv profil som drives av våre ansatte. Fysisk kontakt med denne profilen er ikke mulig.', fictional_singular: 'fiktiv profil', fictional_plural: 'fiktive profiler' },
  fi: { fictional_warning: 'Tämä on fiktiivinen profiili, jota ylläpitävät työntekijämme. Fyysinen kontakti tähän profiiliin ei ole mahdollinen.', fictional_singular: 'fiktiivinen profiili', fictional_plural: 'fiktiiviset profiilit' },
};

/** The demo sites' home title and description in every language; the columns hold the site language's. */
const HOME_TEXTS: Record<string, Record<string, SiteTexts & { index_title: string; description: string }>> = {
  localhost: {
    nl: { index_title: 'Vonkje - flirten, daten en chatten met singles bij jou in de buurt', description: 'Ontmoet singles bij jou in de buurt. Gratis aanmelden, profielen bekijken en chatten op Vonkje.' },
    en: { index_title: 'Vonkje - flirt, date and chat with singles near you', description: 'Meet singles near you. Sign up for free, browse profiles and chat on Vonkje.' },
    'en-US': { index_title: 'Vonkje - flirt, date and chat with singles near you', description: 'Meet singles near you. Sign up for free, browse profiles and chat on Vonkje.' },
    de: { index_title: 'Vonkje - flirten, daten und chatten mit Singles in deiner Nähe', description: 'Triff Singles in deiner Nähe. Kostenlos anmelden, Profile ansehen und chatten auf Vonkje.' },
    fr: { index_title: 'Vonkje - flirter, rencontrer et discuter avec des célibataires près de chez toi', description: 'Rencontre des célibataires près de chez toi. Inscris-toi gratuitement, parcours les profils et discute sur Vonkje.' },
    es: { index_title: 'Vonkje - liga, queda y chatea con solteros cerca de ti', description: 'Conoce a solteros cerca de ti. Regístrate gratis, mira perfiles y chatea en Vonkje.' },
    it: { index_title: 'Vonkje - flirta, esci e chatta con single vicino a te', description: 'Incontra single vicino a te. Iscriviti gratis, guarda i profili e chatta su Vonkje.' },
    pl: { index_title: 'Vonkje - flirtuj, umawiaj się i czatuj z singlami w pobliżu', description: 'Poznaj singli w swojej okolicy. Zarejestruj się za darmo, przeglądaj profile i czatuj na Vonkje.' },
    da: { index_title: 'Vonkje - flirt, dating og chat med singler tæt på dig', description: 'Mød singler tæt på dig. Tilmeld dig gratis, se profiler og chat på Vonkje.' },
    sv: { index_title: 'Vonkje - flörta, dejta och chatta med singlar nära dig', description: 'Träffa singlar nära dig. Registrera dig gratis, se profiler och chatta på Vonkje.' },
    nb: { index_title: 'Vonkje - flørt, dating og chat med singler nær deg', description: 'Møt singler nær deg. Registrer deg gratis, se profiler og chat på Vonkje.' },
    fi: { index_title: 'Vonkje - flirttaile, deittaile ja chattaile lähelläsi asuvien sinkkujen kanssa', description: 'Tapaa sinkkuja lähelläsi. Rekisteröidy ilmaiseksi, selaa profiileja ja chattaile Vonkjessa.' },
  },
  'reif.localhost': {
    de: {
      index_title: 'ReifeFlirts - Flirten und Dating ab 40', description: 'Reife Frauen und Männer treffen: kostenlos anmelden, Profile ansehen und chatten auf ReifeFlirts.',
      // The German site's own wording, as in its column.
      fictional_warning: 'Dies ist ein fiktives Profil, das von unseren Mitarbeitern betreut wird. Ein persönliches Treffen ist nicht möglich.',
    },
    nl: { index_title: 'ReifeFlirts - flirten en daten vanaf 40', description: 'Ontmoet volwassen vrouwen en mannen: gratis aanmelden, profielen bekijken en chatten op ReifeFlirts.' },
    en: { index_title: 'ReifeFlirts - flirting and dating over 40', description: 'Meet mature women and men: sign up for free, browse profiles and chat on ReifeFlirts.' },
    'en-US': { index_title: 'ReifeFlirts - flirting and dating over 40', description: 'Meet mature women and men: sign up for free, browse profiles and chat on ReifeFlirts.' },
    fr: { index_title: 'ReifeFlirts - flirt et rencontres après 40 ans', description: 'Rencontre des femmes et des hommes mûrs : inscription gratuite, profils et chat sur ReifeFlirts.' },
    es: { index_title: 'ReifeFlirts - ligar y citas a partir de los 40', description: 'Conoce a mujeres y hombres maduros: regístrate gratis, mira perfiles y chatea en ReifeFlirts.' },
    it: { index_title: 'ReifeFlirts - flirt e incontri dopo i 40', description: 'Incontra donne e uomini maturi: iscriviti gratis, guarda i profili e chatta su ReifeFlirts.' },
    pl: { index_title: 'ReifeFlirts - flirt i randki po czterdziestce', description: 'Poznaj dojrzałe kobiety i mężczyzn: darmowa rejestracja, profile i czat na ReifeFlirts.' },
    da: { index_title: 'ReifeFlirts - flirt og dating efter 40', description: 'Mød modne kvinder og mænd: gratis tilmelding, profiler og chat på ReifeFlirts.' },
    sv: { index_title: 'ReifeFlirts - flört och dejting efter 40', description: 'Träffa mogna kvinnor och män: gratis registrering, profiler och chatt på ReifeFlirts.' },
    nb: { index_title: 'ReifeFlirts - flørt og dating etter 40', description: 'Møt modne kvinner og menn: gratis registrering, profiler og chat på ReifeFlirts.' },
    fi: { index_title: 'ReifeFlirts - flirttailua ja deittailua yli 40-vuotiaille', description: 'Tapaa kypsiä naisia ja miehiä: ilmainen rekisteröityminen, profiilit ja chat ReifeFlirtsissä.' },
  },
};

/** Every text of the demo sites per domain and language (sites.texts): the fictional label, then the site's own texts over it. */
export const DEMO_SITE_TEXTS: Record<string, Record<string, Required<SiteTexts>>> = Object.fromEntries(
  Object.entries(HOME_TEXTS).map(([domain, byLocale]) => [
    domain,
    Object.fromEntries(Object.entries(byLocale).map(([locale, texts]) => [locale, { ...FICTIONAL_TEXTS[locale]!, ...texts }])),
  ]),
);
