import { describe, expect, it } from 'vitest';
import { ageOn, checkDateOfBirth } from './age.js';
import { checkEmail, suggestEmail } from './email.js';
import { cleanPhone } from './phone.js';
import { checkProfileName } from './profile-name.js';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('age', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2000-06-15', day('2018-06-14'))).toBe(17);
    expect(ageOn('2000-06-15', day('2018-06-15'))).toBe(18);
  });
  it('a 29 February birthday counts from 1 March in common years', () => {
    expect(ageOn('2004-02-29', day('2022-02-28'))).toBe(17);
    expect(ageOn('2004-02-29', day('2022-03-01'))).toBe(18);
  });
  it('requires 18+ and a real date', () => {
    expect(checkDateOfBirth('2000-06-15', day('2018-06-14'))).toBe('date_of_birth_required');
    expect(checkDateOfBirth('2000-06-15', day('2018-06-15'))).toBeNull();
    expect(checkDateOfBirth('', day('2020-01-01'))).toBe('date_of_birth_required');
    expect(checkDateOfBirth('1999-13-01', day('2020-01-01'))).toBe('date_of_birth_invalid');
    expect(checkDateOfBirth('1850-01-01', day('2020-01-01'))).toBe('date_of_birth_invalid');
    expect(checkDateOfBirth('2030-01-01', day('2020-01-01'))).toBe('date_of_birth_invalid');
    expect(checkDateOfBirth('15-06-2000', day('2020-01-01'))).toBe('date_of_birth_invalid');
  });
});

describe('e-mail', () => {
  it.each([
    ['jan@gmial.com', 'jan@gmail.com'],
    ['jan@gmail.con', 'jan@gmail.com'],
    ['jan@hotmal.nl', 'jan@hotmail.nl'],
    ['jan@outlok.com', 'jan@outlook.com'],
    ['jan@zigo.nl', 'jan@ziggo.nl'],
    ['jan@mijnbedrijf.con', 'jan@mijnbedrijf.com'],
  ])('suggests a correction for %s', (typed, suggestion) => {
    expect(suggestEmail(typed)).toBe(suggestion);
    expect(checkEmail(typed)).toEqual({ problem: 'invalid_email', suggestion });
  });
  it.each(['jan@gmail.com', 'jan@gmx.at', 'jan@mijnbedrijf.nl', 'an.na+dating@example.co.uk', 'jan@live.be', 'jan@firma.co'])(
    'accepts %s without a suggestion', (email) => {
      expect(suggestEmail(email)).toBeNull();
      expect(checkEmail(email)).toBeNull();
    });
  it.each(['', 'jan', 'jan@', '@example.com', 'jan@example', 'jan @example.com', 'jan@@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %j', (email) => expect(checkEmail(email)?.problem).toBe('invalid_email'));
});

describe('profile name', () => {
  it('must differ from the e-mail address and its local part, and not start with @', () => {
    expect(checkProfileName('jan@example.com', 'jan@example.com')).toBe('name_equals_email');
    expect(checkProfileName('JAN', 'jan@example.com')).toBe('name_equals_email');
    expect(checkProfileName('@jan', 'x@example.com')).toBe('name_starts_with_at');
    expect(checkProfileName('Jan', 'piet@example.com')).toBeNull();
  });
  it('has a length and a character set', () => {
    expect(checkProfileName('J', 'x@example.com')).toBe('name_length');
    expect(checkProfileName('J'.repeat(31), 'x@example.com')).toBe('name_length');
    expect(checkProfileName('Jöns-Åke', 'x@example.com')).toBeNull();
    expect(checkProfileName('<script>', 'x@example.com')).toBe('name_invalid');
  });
});

describe('support phone', () => {
  it('is cleaned of dashes and spaces', () => {
    expect(cleanPhone('+31 20-123 45 67')).toBe('+31201234567');
  });
});
