CREATE TABLE "abandoned_payments" (
	"filing_id" bigint PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"emailed_to" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_reminders" (
	"entity_id" text NOT NULL,
	"due_date" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_reminders_entity_id_due_date_kind_pk" PRIMARY KEY("entity_id","due_date","kind")
);
--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD COLUMN "status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "abandoned_payments" ADD CONSTRAINT "abandoned_payments_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_payments" ADD CONSTRAINT "abandoned_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_subscriptions_confirm_idx" ON "notification_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_subscriptions_unsubscribe_idx" ON "notification_subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "notification_subscriptions_address_idx" ON "notification_subscriptions" USING btree ("channel","address");--> statement-breakpoint
-- Messages queued before this migration are delivered by the job runner like new ones.
INSERT INTO "jobs" ("kind", "payload", "dedupe_key")
SELECT CASE WHEN "channel" = 'sms' THEN 'deliver-text' ELSE 'deliver-email' END,
       jsonb_build_object('outboxId', "id"), 'outbox:' || "id"
FROM "outbox" WHERE "status" = 'PENDING';
