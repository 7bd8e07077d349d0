CREATE TABLE "answer_locks" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_kind" text NOT NULL,
	"case_id" integer NOT NULL,
	"staff_id" integer,
	"text" text NOT NULL,
	"decision" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"staff_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"refund_limit_cents" integer DEFAULT 5000 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role" CHECK ("staff"."role" in ('admin', 'moderator', 'operator', 'support'))
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"site_id" integer,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email_normalized" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"staff_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sites" (
	"staff_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "staff_sites_staff_id_site_id_pk" PRIMARY KEY("staff_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vulnerable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vulnerable_reason" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "assignee_staff_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reject_note" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "assignee_staff_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answer_locks" ADD CONSTRAINT "answer_locks_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_locks" ADD CONSTRAINT "answer_locks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_replies" ADD CONSTRAINT "case_replies_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_warnings" ADD CONSTRAINT "member_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_warnings" ADD CONSTRAINT "member_warnings_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sites" ADD CONSTRAINT "staff_sites_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sites" ADD CONSTRAINT "staff_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_locks_staff_idx" ON "answer_locks" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "case_replies_case_idx" ON "case_replies" USING btree ("case_kind","case_id","created_at");--> statement-breakpoint
CREATE INDEX "member_warnings_user_idx" ON "member_warnings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_unique" ON "staff" USING btree ("email_normalized");--> statement-breakpoint
CREATE INDEX "staff_audit_object_idx" ON "staff_audit" USING btree ("object_type","object_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_login_failures_idx" ON "staff_login_failures" USING btree ("email_normalized","created_at");--> statement-breakpoint
CREATE INDEX "staff_notes_profile_idx" ON "staff_notes" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "photos_pending_idx" ON "photos" USING btree ("site_id","created_at") WHERE "photos"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "messages_site_created_idx" ON "messages" USING btree ("site_id","created_at");--> statement-breakpoint
-- The audit trail is a record of facts: never changed, never removed.
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
