ALTER TABLE "content" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" DROP CONSTRAINT "content_key_scope_pk";--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_key_scope_language_pk" PRIMARY KEY("key","scope","language");--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_language_check" CHECK ("content"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_language_check" CHECK ("filings"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD CONSTRAINT "notification_subscriptions_language_check" CHECK ("notification_subscriptions"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_language_check" CHECK ("outbox"."language" in ('en', 'es'));
