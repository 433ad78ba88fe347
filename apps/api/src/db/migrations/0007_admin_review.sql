CREATE TABLE "pii_removals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"pii_filing_id" bigint NOT NULL,
	"removal_filing_id" bigint NOT NULL,
	"filers" jsonb NOT NULL,
	"recorded_by_user_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reject_reasons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"reason_group" text NOT NULL,
	"short_reason" text NOT NULL,
	"long_reason" text NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reject_reasons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "include_in_document" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "lock_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "reject_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "pii_removals" ADD CONSTRAINT "pii_removals_pii_filing_id_filings_id_fk" FOREIGN KEY ("pii_filing_id") REFERENCES "public"."filings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pii_removals" ADD CONSTRAINT "pii_removals_removal_filing_id_filings_id_fk" FOREIGN KEY ("removal_filing_id") REFERENCES "public"."filings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pii_removals_pii_filing_idx" ON "pii_removals" USING btree ("pii_filing_id");--> statement-breakpoint
CREATE INDEX "pii_removals_entity_idx" ON "pii_removals" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "filings_pending_received_idx" ON "filings" USING btree ("received_at","id") WHERE status = 'PENDING_REVIEW';--> statement-breakpoint
CREATE INDEX "filings_pending_description_idx" ON "filings" USING btree ("transaction_description","id") WHERE status = 'PENDING_REVIEW';--> statement-breakpoint
CREATE INDEX "filings_pending_name_idx" ON "filings" USING btree ("entity_name","id") WHERE status = 'PENDING_REVIEW';--> statement-breakpoint
CREATE INDEX "filings_pending_entity_idx" ON "filings" USING btree ("entity_id","id") WHERE status = 'PENDING_REVIEW';--> statement-breakpoint
CREATE INDEX "filings_pending_email_idx" ON "filings" USING btree ("email","id") WHERE status = 'PENDING_REVIEW';