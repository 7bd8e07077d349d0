import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table.js';
import {
  audienceCopyKey, audienceFilter, fitsAudience, LANDER_NAMES, landerAudience, landerMainImage, landerOfRoute, nicheAudience, slugAudience,
} from './landers.js';

const person = (overrides: Partial<Parameters<typeof fitsAudience>[1]> = {}) =>
  ({ gender: 'female' as const, age: 40, interests: [] as string[], bodyType: 'normal', sexuality: 'hetero', ...overrides });

describe('lander audience (spec 9: niche slug prefixes)', () => {
  it('maps niches 1 to 7 to none, she, bdsm, bbw, gilf, milf and gay', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(nicheAudience)).toEqual(['none', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay']);
  });

  it('treats an unknown niche as none', () => {
    expect(nicheAudience(0)).toBe('none');
    expect(nicheAudience(8)).toBe('none');
  });

  it('lets a slug starting with a known prefix override the niche', () => {
    expect(landerAudience(1, 'milf')).toBe('milf');
    expect(landerAudience(1, 'milf-amsterdam')).toBe('milf');
    expect(landerAudience(6, 'gay_berlin')).toBe('gay');
    expect(landerAudience(1, 'BBW')).toBe('bbw');
  });

  it('keeps the niche for a slug without a prefix, an empty slug, or a word that only starts like one', () => {
    expect(landerAudience(6, 'amsterdam')).toBe('milf');
    expect(landerAudience(6, undefined)).toBe('milf');
    expect(landerAudience(2, '')).toBe('she');
    expect(slugAudience('shelter')).toBeNull();
    expect(slugAudience('gaylord')).toBeNull();
    // "none" is the lack of a prefix: it cannot switch a niche site back to everyone.
    expect(landerAudience(6, 'none')).toBe('milf');
  });
});

describe('audience filters', () => {
  it('she: women only', () => {
    expect(fitsAudience(audienceFilter('she'), person())).toBe(true);
    expect(fitsAudience(audienceFilter('she'), person({ gender: 'male' }))).toBe(false);
  });

  it('bdsm: an interest in bondage or sadomasochism', () => {
    expect(fitsAudience(audienceFilter('bdsm'), person({ gender: 'male', interests: ['cooking', 'sadomasochism'] }))).toBe(true);
    expect(fitsAudience(audienceFilter('bdsm'), person({ interests: ['bondage'] }))).toBe(true);
    expect(fitsAudience(audienceFilter('bdsm'), person({ interests: ['cooking'] }))).toBe(false);
  });

  it('bbw: body type fat', () => {
    expect(fitsAudience(audienceFilter('bbw'), person({ bodyType: 'fat' }))).toBe(true);
    expect(fitsAudience(audienceFilter('bbw'), person({ bodyType: 'slim' }))).toBe(false);
  });

  it('gilf: women of 60 and over', () => {
    expect(fitsAudience(audienceFilter('gilf'), person({ age: 60 }))).toBe(true);
    expect(fitsAudience(audienceFilter('gilf'), person({ age: 59 }))).toBe(false);
    expect(fitsAudience(audienceFilter('gilf'), person({ age: 70, gender: 'male' }))).toBe(false);
  });

  it('milf: women from 35 to 55, both included', () => {
    expect([34, 35, 55, 56].map((age) => fitsAudience(audienceFilter('milf'), person({ age })))).toEqual([false, true, true, false]);
    expect(fitsAudience(audienceFilter('milf'), person({ gender: 'male' }))).toBe(false);
  });

  it('gay: men seeking men', () => {
    expect(fitsAudience(audienceFilter('gay'), person({ gender: 'male', sexuality: 'gay' }))).toBe(true);
    expect(fitsAudience(audienceFilter('gay'), person({ gender: 'male', sexuality: 'bi' }))).toBe(true);
    expect(fitsAudience(audienceFilter('gay'), person({ gender: 'male', sexuality: 'hetero' }))).toBe(false);
    expect(fitsAudience(audienceFilter('gay'), person({ gender: 'female', sexuality: 'lesbian' }))).toBe(false);
  });

  it('none: everyone', () => {
    expect(fitsAudience(audienceFilter('none'), person({ gender: 'male', age: 19 }))).toBe(true);
  });
});

describe('audience copy', () => {
  it('gives every audience its own copy key', () => {
    expect(audienceCopyKey('milf')).toBe('landers.audience.milf');
    expect(new Set((['none', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const).map(audienceCopyKey)).size).toBe(7);
  });
});

describe('lander names and main image', () => {
  it('knows the lander of every lander route of the table, and nothing else', () => {
    const landerRoutes = ROUTES.filter((r) => r.layout === 'lander');
    expect(landerRoutes.map((r) => landerOfRoute(r.name)).sort()).toEqual([...LANDER_NAMES].sort());
    expect(landerOfRoute('members-id')).toBeNull();
    expect(landerOfRoute('members-id-signup')).toBeNull();
  });

  it('leads with the member landing\'s profile, else the first profile at the size the lander paints it', () => {
    const photo = (n: number) => ({ thumb: `/t${n}`, full: `/f${n}`, width: 800, height: 800 });
    const profiles = [{ photo: photo(1) }, { photo: photo(2) }];
    expect(landerMainImage({ lander: 'landing2', profile: { photo: photo(9) }, profiles })).toBe('/f9');
    expect(landerMainImage({ lander: 'landing2', profile: null, profiles })).toBe('/t1');
    expect(landerMainImage({ lander: 'gallery', profile: null, profiles })).toBe('/t1');
    expect(landerMainImage({ lander: 'video', profile: null, profiles })).toBe('/f1');
    expect(landerMainImage({ lander: 'video', profile: null, profiles: [] })).toBeNull();
  });
});
