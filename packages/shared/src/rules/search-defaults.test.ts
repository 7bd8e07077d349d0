import { describe, expect, it } from 'vitest';
import { defaultSearch } from './search-defaults.js';

const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];

describe('where a member\'s search starts', () => {
  it('takes the one gender a member looks for and ten years around their age', () => {
    expect(defaultSearch({ gender: 'female', sexuality: 'hetero', age: 34 }, SEARCH_FIELDS)).toEqual({ gender: 'male', min_age: '24', max_age: '44' });
    expect(defaultSearch({ gender: 'male', sexuality: 'gay', age: 50 }, SEARCH_FIELDS)).toEqual({ gender: 'male', min_age: '40', max_age: '60' });
    expect(defaultSearch({ gender: 'female', sexuality: 'bi', age: 20 }, SEARCH_FIELDS)).toEqual({ min_age: '18', max_age: '30' });
    expect(defaultSearch({ gender: null, sexuality: null, age: null }, SEARCH_FIELDS)).toEqual({});
  });

  it('uses only the fields the site lets members search by', () => {
    expect(defaultSearch({ gender: 'female', sexuality: 'hetero', age: 34 }, ['country'])).toEqual({});
    expect(defaultSearch({ gender: 'female', sexuality: 'hetero', age: 34 }, ['gender'])).toEqual({ gender: 'male' });
  });
});
