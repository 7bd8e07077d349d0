/**
 * Items in the order a reader of `locale` expects their labels (Dutch "Avontuur, Bier, Dieren…", not the order of
 * the English keys behind them). Accents and case are compared the way the language does.
 */
export function sortByLabel<T>(items: readonly T[], label: (item: T) => string, locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return items.map((item) => ({ item, text: label(item) })).sort((a, b) => collator.compare(a.text, b.text)).map(({ item }) => item);
}
