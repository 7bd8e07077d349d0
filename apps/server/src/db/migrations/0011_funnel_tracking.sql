CREATE TABLE "page_hidden_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"path" text NOT NULL,
	"ms_since_load" integer NOT NULL,
	"network" text,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_profile_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_message_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_steps" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tracking_first_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tracking" jsonb;--> statement-breakpoint
ALTER TABLE "page_hidden_events" ADD CONSTRAINT "page_hidden_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_hidden_events" ADD CONSTRAINT "page_hidden_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_hidden_events_site_created_idx" ON "page_hidden_events" USING btree ("site_id","created_at");