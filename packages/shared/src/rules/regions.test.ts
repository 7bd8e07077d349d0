import { describe, expect, it } from 'vitest';
import { ambiguousRegionNames, regionLabel } from './regions.js';

const benelux = [
  { name: 'Limburg', country: 'NL' }, { name: 'Noord-Holland', country: 'NL' },
  { name: 'Limburg', country: 'BE' }, { name: 'Antwerpen', country: 'BE' },
];

describe('region labels', () => {
  it('finds the names shared by regions of different countries, not those of one country alone', () => {
    expect(ambiguousRegionNames(benelux)).toEqual(new Set(['Limburg']));
    expect(ambiguousRegionNames(benelux.filter((r) => r.country === 'NL'))).toEqual(new Set());
    expect(ambiguousRegionNames([{ name: 'Limburg', country: 'NL' }, { name: 'Limburg', country: 'NL' }])).toEqual(new Set());
  });

  it('says which Limburg is meant, and leaves every other name alone', () => {
    const ambiguous = ambiguousRegionNames(benelux);
    expect(regionLabel('Limburg', 'NL', ambiguous)).toBe('Limburg (NL)');
    expect(regionLabel('Limburg', 'BE', ambiguous)).toBe('Limburg (BE)');
    expect(regionLabel('Limburg', 'BE', ambiguous, 'België')).toBe('Limburg (België)');
    expect(regionLabel('Noord-Holland', 'NL', ambiguous, 'Nederland')).toBe('Noord-Holland');
    expect(regionLabel('Limburg', 'NL', new Set())).toBe('Limburg');
  });
});
