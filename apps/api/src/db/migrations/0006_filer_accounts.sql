CREATE TABLE "filer_account_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"filer_account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "filer_account_links_purpose_check" CHECK ("filer_account_links"."purpose" in ('verify-email', 'reset-password'))
);
--> statement-breakpoint
ALTER TABLE "filer_account_links" ADD CONSTRAINT "filer_account_links_filer_account_id_filer_accounts_id_fk" FOREIGN KEY ("filer_account_id") REFERENCES "public"."filer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filer_account_links_account_idx" ON "filer_account_links" USING btree ("filer_account_id","purpose");