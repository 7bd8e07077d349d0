CREATE TABLE "credit_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_transfers_amount_positive" CHECK ("credit_transfers"."amount" > 0),
	CONSTRAINT "credit_transfers_two_accounts" CHECK ("credit_transfers"."debit_account_id" <> "credit_transfers"."credit_account_id"),
	CONSTRAINT "credit_transfers_kind" CHECK ("credit_transfers"."kind" in ('signup_bonus', 'purchase', 'message', 'gift', 'photo_message', 'refund', 'chargeback', 'correction', 'expiry')),
	CONSTRAINT "credit_transfers_id_length" CHECK (length("credit_transfers"."id") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "ledger_accounts_member_has_user" CHECK (("ledger_accounts"."user_id" is null) = ("ledger_accounts"."code" <> 'member'))
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_transfers" ADD CONSTRAINT "credit_transfers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transfers" ADD CONSTRAINT "credit_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transfers" ADD CONSTRAINT "credit_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_transfers_debit_idx" ON "credit_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_transfers_credit_idx" ON "credit_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_unique" ON "ledger_accounts" USING btree ("site_id","code") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
-- Transfers are facts: never changed, never removed. A mistake is corrected by a new transfer.
CREATE FUNCTION credit_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_transfers is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_transfers_append_only BEFORE UPDATE OR DELETE ON credit_transfers
  FOR EACH ROW EXECUTE FUNCTION credit_transfers_append_only();
--> statement-breakpoint
-- Every site has its system accounts from the start, so their ids never change and can be cached.
CREATE FUNCTION ledger_create_site_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (site_id, code)
    SELECT NEW.id, code FROM unnest(ARRAY['bonuses', 'sales', 'spent', 'refunds', 'chargebacks', 'corrections', 'expired']) AS code
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sites_ledger_accounts AFTER INSERT ON sites FOR EACH ROW EXECUTE FUNCTION ledger_create_site_accounts();
--> statement-breakpoint
-- Every member has an account from signup on.
CREATE FUNCTION ledger_create_member_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (site_id, user_id, code) VALUES (NEW.site_id, NEW.id, 'member') ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_ledger_account AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION ledger_create_member_account();
--> statement-breakpoint
-- Existing data: accounts for existing sites and members, and the old single-entry rows as transfers.
INSERT INTO ledger_accounts (site_id, code)
  SELECT s.id, code FROM sites s CROSS JOIN unnest(ARRAY['bonuses', 'sales', 'spent', 'refunds', 'chargebacks', 'corrections', 'expired']) AS code
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO ledger_accounts (site_id, user_id, code) SELECT site_id, id, 'member' FROM users ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO credit_transfers (id, site_id, debit_account_id, credit_account_id, amount, kind, reference, created_at)
  SELECT l.idempotency_key || ':user:' || l.user_id, u.site_id,
    CASE WHEN l.amount > 0 THEN sys.id ELSE mem.id END,
    CASE WHEN l.amount > 0 THEN mem.id ELSE sys.id END,
    abs(l.amount), CASE WHEN l.reason = 'signup_bonus' THEN 'signup_bonus' ELSE 'correction' END, NULL, l.created_at
  FROM credit_ledger l
  JOIN users u ON u.id = l.user_id
  JOIN ledger_accounts mem ON mem.user_id = l.user_id
  JOIN ledger_accounts sys ON sys.site_id = u.site_id AND sys.user_id IS NULL
    AND sys.code = CASE WHEN l.reason = 'signup_bonus' THEN 'bonuses' ELSE 'corrections' END
  WHERE l.amount <> 0
  ON CONFLICT DO NOTHING;
