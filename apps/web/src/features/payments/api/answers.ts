import { okResponseSchema } from '@app/shared/contracts/accounts';
import {
  createPaymentResponseSchema, directDebitStateSchema, discountResponseSchema, packagesResponseSchema, paymentResponseSchema,
  repeatOrderInfoSchema, transactionResponseSchema, transactionsResponseSchema,
} from '@app/shared/contracts/payments';

const SCHEMAS = {
  packages: packagesResponseSchema,
  discount: discountResponseSchema,
  createPayment: createPaymentResponseSchema,
  payment: paymentResponseSchema,
  transactions: transactionsResponseSchema,
  transaction: transactionResponseSchema,
  repeatOrder: repeatOrderInfoSchema,
  directDebit: directDebitStateSchema,
  ok: okResponseSchema,
};

/**
 * The answer schemas of the payment calls, checked in development and tests only (as lib/answers.ts does for the
 * others): the condition is written out so production builds keep `{}` and drop the schemas.
 */
export const paymentAnswers: Partial<typeof SCHEMAS> = import.meta.env.DEV || import.meta.env.MODE === 'test' ? SCHEMAS : {};
