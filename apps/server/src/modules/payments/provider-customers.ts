import { and, eq } from 'drizzle-orm';
import { paymentCustomers } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';

/** The member's customer at a provider (needed for mandates), created once and remembered. */
export async function customerOf(deps: Pick<AppDeps, 'db'>, provider: PaymentProvider, auth: AuthenticatedSession): Promise<string> {
  const where = and(eq(paymentCustomers.userId, auth.user.id), eq(paymentCustomers.provider, provider.name));
  const [known] = await deps.db.select().from(paymentCustomers).where(where);
  if (known) return known.customerId;
  const id = await provider.createCustomer({ name: auth.profile.name, email: auth.user.email, reference: String(auth.user.id) });
  // Two first orders at once: the first stored customer wins; the other is an unused record at the provider.
  await deps.db.insert(paymentCustomers).values({ userId: auth.user.id, provider: provider.name, customerId: id }).onConflictDoNothing();
  const [row] = await deps.db.select().from(paymentCustomers).where(where);
  return row!.customerId;
}
