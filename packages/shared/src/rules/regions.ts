/** A region as the pickers and cards know it: its name in the shipped data and the country it lies in. */
export interface NamedRegion { name: string; country: string }

/**
 * Region names that occur in more than one of the given countries (Limburg is a province of both NL and BE). Pass the
 * regions of one site's countries: a site with one country has no ambiguous names.
 */
export function ambiguousRegionNames(regions: readonly NamedRegion[]): Set<string> {
  const countriesOf = new Map<string, Set<string>>();
  for (const r of regions) {
    const countries = countriesOf.get(r.name) ?? new Set<string>();
    countries.add(r.country);
    countriesOf.set(r.name, countries);
  }
  return new Set([...countriesOf].filter(([, countries]) => countries.size > 1).map(([name]) => name));
}

/**
 * How a region is shown: its name, with the country added only where the name alone does not say which one is meant
 * ("Limburg (NL)", or with a localised country name "Limburg (Nederland)"). Every other name stays as it is.
 */
export function regionLabel(name: string, country: string, ambiguousNames: ReadonlySet<string>, countryName: string = country): string {
  return ambiguousNames.has(name) ? `${name} (${countryName})` : name;
}
