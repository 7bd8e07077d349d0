/** The catalogue's language as a formatting locale: plain "en" is British English, "en-US" American. */
export const formatLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

/** An API amount (19.95, in the currency's main unit) as the member reads it: "€ 19,95", "£19.95". */
export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency }).format(amount);
}

/** API amounts are main units; the shared price rules count cents. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => Math.round(cents) / 100;

export function formatDate(iso: string, language: string, withTime = false): string {
  return new Intl.DateTimeFormat(formatLocale(language), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(iso));
}
