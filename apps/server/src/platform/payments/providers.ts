import type { Db } from '../db.js';
import { createMollieProvider } from './mollie-provider.js';
import type { PaymentProvider } from './provider.js';
import { createTestProvider, type TestProvider } from './test-provider.js';

export interface PaymentProviders {
  /** New payments go here (PAYMENT_PROVIDER). */
  current: PaymentProvider;
  /** Any configured provider by name: webhooks and reconciliation of payments made before a switch. */
  get(name: string): PaymentProvider | null;
  /** The built-in test provider; null in production. */
  test: TestProvider | null;
}

export interface PaymentConfig {
  provider: 'test' | 'mollie';
  isProduction: boolean;
  mollie?: { apiKey: string; apiEndpoint?: string };
}

export function createPaymentProviders(config: PaymentConfig, db: Db): PaymentProviders {
  const test = config.isProduction ? null : createTestProvider(db);
  const mollie = config.mollie ? createMollieProvider(config.mollie) : null;
  const byName = new Map<string, PaymentProvider>();
  if (test) byName.set(test.name, test);
  if (mollie) byName.set(mollie.name, mollie);
  const current = byName.get(config.provider);
  if (!current) throw new Error(`payment provider "${config.provider}" is not configured`);
  return { current, test, get: (name) => byName.get(name) ?? null };
}
