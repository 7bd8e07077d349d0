import { describe, expect, it } from 'vitest';
import { discountFixture, packFixture } from '../test-fixtures';
import { retryMethods } from './methods';
import { bundlePrice } from './prices';

describe('bundle prices', () => {
  it('applies a typed code by the shared rule, price per message included', () => {
    expect(bundlePrice(packFixture(2), 10, discountFixture({ percentage: 20 }), null))
      .toMatchObject({ list: 29.99, pay: 23.99, isDiscounted: true, percentage: 20, perMessage: 0.6, totalCredits: 400 });
  });

  it('leaves bundles under a code\'s minimum order value at their price', () => {
    expect(bundlePrice(packFixture(1), 10, discountFixture({ minimum_order_value: 20 }), null)).toMatchObject({ pay: 14.99, isDiscounted: false });
  });

  it('takes the server\'s price for the active discount when no code is typed', () => {
    const pack = packFixture(1, { discounted_price: 11.24, price_per_message: 0.75 });
    expect(bundlePrice(pack, 10, null, discountFixture({ percentage: 25 }))).toMatchObject({ pay: 11.24, isDiscounted: true, percentage: 25, perMessage: 0.75 });
  });
});

describe('retry methods', () => {
  const all = ['ideal', 'creditcard', 'paypal', 'banktransfer'] as const;
  it('leaves out the failed method', () => expect(retryMethods('ideal', all)).toEqual(['creditcard', 'paypal', 'banktransfer']));
  it('puts PayPal first after a card', () => expect(retryMethods('creditcard', all)).toEqual(['paypal', 'ideal', 'banktransfer']));
});
