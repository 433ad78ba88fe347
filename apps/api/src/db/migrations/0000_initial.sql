CREATE SEQUENCE "public"."entity_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."master_transaction_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."transaction_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 3000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "attachments" (
	"key" uuid PRIMARY KEY NOT NULL,
	"draft_ref" uuid,
	"filing_id" bigint,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content" (
	"key" text NOT NULL,
	"scope" text DEFAULT '*' NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_key_scope_pk" PRIMARY KEY("key","scope")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_groups" (
	"group_code" text NOT NULL,
	"group_name" text NOT NULL,
	"country_code" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "country_groups_group_code_country_code_pk" PRIMARY KEY("group_code","country_code")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"ref" uuid PRIMARY KEY NOT NULL,
	"filing_type" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"control" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"entity_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"entity_type" text NOT NULL,
	"domestic_flag" text NOT NULL,
	"jurisdiction" text DEFAULT 'CO' NOT NULL,
	"status_code" text NOT NULL,
	"formation_date" timestamp with time zone NOT NULL,
	"dissolution_date" timestamp with time zone,
	"reporting_month" integer NOT NULL,
	"next_report_due_date" date NOT NULL,
	"principal_office" jsonb NOT NULL,
	"registered_agent" jsonb NOT NULL,
	"sbf" boolean DEFAULT false NOT NULL,
	"fraud_flag" boolean DEFAULT false NOT NULL,
	"admin_fraud_check" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filing_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"filing_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref" uuid NOT NULL,
	"draft_ref" uuid,
	"filing_type" text NOT NULL,
	"transaction_type" text NOT NULL,
	"transaction_description" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"entity_name" text NOT NULL,
	"name_key" text,
	"values" jsonb NOT NULL,
	"status" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"master_transaction_id" bigint,
	"transaction_id" bigint,
	"email" text,
	"effective_at" timestamp with time zone,
	"effects_applied" boolean DEFAULT false NOT NULL,
	"admin_fraud_check" boolean DEFAULT false NOT NULL,
	"lock_user_id" text,
	"receipt" jsonb,
	"client_ip_address" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "name_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"reserved_by_name" text NOT NULL,
	"reserved_by_address" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"dedupe_key" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"filing_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"decline_reason" text,
	"return_urls" jsonb,
	"checkout_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"csrf_token" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suffixes" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "country_groups" ADD CONSTRAINT "country_groups_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_events" ADD CONSTRAINT "filing_events_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_filing_idx" ON "attachments" USING btree ("filing_id");--> statement-breakpoint
CREATE INDEX "entities_name_key_idx" ON "entities" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "entities_status_due_idx" ON "entities" USING btree ("status_code","next_report_due_date");--> statement-breakpoint
CREATE INDEX "filing_events_filing_idx" ON "filing_events" USING btree ("filing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "filings_ref_idx" ON "filings" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "filings_transaction_id_idx" ON "filings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "filings_entity_idx" ON "filings" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "filings_name_key_idx" ON "filings" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "filings_status_idx" ON "filings" USING btree ("status","effective_at");--> statement-breakpoint
CREATE INDEX "name_reservations_key_idx" ON "name_reservations" USING btree ("name_key","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_subscriptions_idx" ON "notification_subscriptions" USING btree ("entity_id","channel","address");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_idx" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_capture_idx" ON "payments" USING btree ("filing_id") WHERE status = 'CAPTURED';