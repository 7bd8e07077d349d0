import { describe, expect, it } from 'vitest';
import { maskIban, normaliseIban } from './iban.js';
import { countdownParts, currencyOf, discountedPrice, paymentMethodsFor, pricePerMessage, timeBonusSecondsLeft, vatIncluded } from './payments.js';

describe('prices', () => {
  it('takes a percentage off, rounded to the cent, never below one cent', () => {
    expect(discountedPrice(2999, 25)).toBe(2249);
    expect(discountedPrice(1499, 25)).toBe(1124);
    expect(discountedPrice(1000, 0)).toBe(1000);
    expect(discountedPrice(3, 90)).toBe(1);
  });
  it('prices one message with a bundle', () => {
    expect(pricePerMessage(2999, 400, 10)).toBe(75);
    expect(pricePerMessage(1499, 150, 10)).toBe(100);
  });
  it('knows the currency of every country of the spec', () => {
    expect(currencyOf('nl')).toBe('EUR');
    expect(currencyOf('GB')).toBe('GBP');
    expect(currencyOf('CH')).toBe('CHF');
    expect(currencyOf('NO')).toBe('NOK');
  });
  it('finds the VAT inside a consumer price', () => {
    expect(vatIncluded(2420, 'NL')).toEqual({ rate: 21, vatCents: 420, netCents: 2000 });
    expect(vatIncluded(1000, 'US')).toEqual({ rate: 0, vatCents: 0, netCents: 1000 });
  });
});

describe('payment methods per country', () => {
  it('offers iDEAL in NL, Bancontact in BE, SEPA only in euro countries', () => {
    expect(paymentMethodsFor('NL')).toEqual(['ideal', 'creditcard', 'paypal', 'applepay', 'banktransfer', 'directdebit']);
    expect(paymentMethodsFor('BE')[0]).toBe('bancontact');
    expect(paymentMethodsFor('GB')).not.toContain('directdebit');
  });
  it('lets a site configure its own list, per country or for all ("*"), dropping unknown names', () => {
    expect(paymentMethodsFor('NL', { NL: ['paypal', 'bitcoin'] })).toEqual(['paypal']);
    expect(paymentMethodsFor('DE', { '*': ['creditcard'] })).toEqual(['creditcard']);
  });
});

describe('welcome time bonus', () => {
  const signup = new Date('2026-11-23T10:00:00Z');
  it('runs 14,400 s from signup for unpaid members', () => {
    expect(timeBonusSecondsLeft({ signupDate: signup, paidUser: false }, new Date('2026-11-23T10:00:00Z'))).toBe(14_400);
    expect(timeBonusSecondsLeft({ signupDate: signup, paidUser: false }, new Date('2026-11-23T13:59:59Z'))).toBe(1);
    expect(timeBonusSecondsLeft({ signupDate: signup, paidUser: false }, new Date('2026-11-23T14:00:00Z'))).toBeNull();
    expect(timeBonusSecondsLeft({ signupDate: signup, paidUser: true }, new Date('2026-11-23T10:00:01Z'))).toBeNull();
  });
  it('shows the countdown as two-digit hours, minutes and seconds', () => {
    expect(countdownParts(14_400)).toEqual({ hours: '04', minutes: '00', seconds: '00' });
    expect(countdownParts(3 * 3600 + 59 * 60 + 7)).toEqual({ hours: '03', minutes: '59', seconds: '07' });
    expect(countdownParts(-5)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
  });
});

describe('IBAN', () => {
  it('accepts a valid IBAN as typed and refuses a wrong check (mod 97)', () => {
    expect(normaliseIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(normaliseIban('NL91ABNA0417164301')).toBeNull();
    expect(normaliseIban('DE89370400440532013000')).toBe('DE89370400440532013000');
    expect(normaliseIban('hello')).toBeNull();
  });
  it('masks all but the country, check digits and last four', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 •••• 4300');
  });
});
