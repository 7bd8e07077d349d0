import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../../test/render';
import { json, packagesFixture, packFixture, stubApi, textOf } from '../test-fixtures';
import { PricingTable } from './PricingTable';

afterEach(() => vi.unstubAllGlobals());

describe('pricing table', () => {
  it('lists the visitor\'s bundles and the cost of one message at list price', async () => {
    stubApi((url) => (url.pathname === '/api/packages.php'
      ? json(200, packagesFixture({ packages: [packFixture(1, { discounted_price: 11.24, price_per_message: 0.75 }), packFixture(2)] }))
      : undefined));
    await renderInApp(<PricingTable />, { user: null, path: '/pricing', route: { name: 'pricing', layout: 'default' } });
    const table = await screen.findByTestId('pricing-table');
    expect(textOf(table)).toContain('Actuele prijzen (Nederland)');
    const rows = table.querySelectorAll('tbody tr');
    expect(textOf(rows[0])).toMatch(/Kennismaking.*150.*€ 14,99.*€ 1,00/);
    expect(textOf(rows[1])).toMatch(/Populair.*350 \+ 50 bonus.*€ 29,99.*€ 0,75/);
  });
});
