import { describe, expect, it } from 'vitest';
import { countryName, primeCountryNames } from './display-names';

describe('country names', () => {
  it('takes the names the server wrote into the page, and asks the browser for any other', () => {
    primeCountryNames('nl', { NL: 'Nederland (van de server)' });
    expect(countryName('nl', 'NL')).toBe('Nederland (van de server)');
    expect(countryName('nl', 'BE')).toBe('België');
    // Another language is not taken from the page's names.
    expect(countryName('de', 'NL')).toBe('Niederlande');
  });
});
