ALTER TABLE "payments" ADD COLUMN "reversed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Reversals recorded before this column took back the whole amount as far as the reports knew.
UPDATE "payments" SET "reversed_cents" = "amount_cents" WHERE "reversal" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversed_cents" CHECK ("payments"."reversed_cents" >= 0 and "payments"."reversed_cents" <= "payments"."amount_cents" and ("payments"."reversal" is not null or "payments"."reversed_cents" = 0));