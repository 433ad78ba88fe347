CREATE TABLE "filed_documents" (
	"filing_id" bigint PRIMARY KEY NOT NULL,
	"pdf" "bytea",
	"built_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "pages_pdf" "bytea";--> statement-breakpoint
ALTER TABLE "filed_documents" ADD CONSTRAINT "filed_documents_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filed_documents_retry_idx" ON "filed_documents" USING btree ("next_attempt_at") WHERE pdf is null;