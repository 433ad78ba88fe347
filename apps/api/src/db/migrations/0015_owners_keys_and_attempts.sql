CREATE TABLE "filing_account_entities" (
	"account_id" bigint NOT NULL,
	"entity_id" text NOT NULL,
	"first_filed_at" timestamp with time zone NOT NULL,
	"last_filed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "filing_account_entities_account_id_entity_id_pk" PRIMARY KEY("account_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"delivery_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_delivery_attempts_delivery_id_attempt_pk" PRIMARY KEY("delivery_id","attempt")
);
--> statement-breakpoint
DROP INDEX "filings_account_idx";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "owner_account_id" bigint;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "owner_browser_hash" text;--> statement-breakpoint
ALTER TABLE "filing_events" ADD COLUMN "api_key_id" bigint;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "api_key_id" bigint;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "owner_browser_hash" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "api_key_id" bigint;--> statement-breakpoint
ALTER TABLE "registry_events" ADD COLUMN "api_key_id" bigint;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "secret_sealed" text;--> statement-breakpoint
ALTER TABLE "filing_account_entities" ADD CONSTRAINT "filing_account_entities_account_id_filing_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."filing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_owner_account_id_filing_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."filing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_events" ADD CONSTRAINT "filing_events_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_events" ADD CONSTRAINT "registry_events_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filings_account_received_idx" ON "filings" USING btree ("filing_account_id","received_at","id") WHERE filing_account_id is not null;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_one_owner_check" CHECK ("drafts"."owner_account_id" is null or "drafts"."owner_browser_hash" is null);--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_one_owner_check" CHECK ("filings"."filing_account_id" is null or "filings"."owner_browser_hash" is null);--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_secret_check" CHECK ("webhook_endpoints"."secret" is not null or "webhook_endpoints"."secret_sealed" is not null);--> statement-breakpoint
INSERT INTO "filing_account_entities" ("account_id", "entity_id", "first_filed_at", "last_filed_at")
SELECT "filing_account_id", coalesce("entity_id", "receipt"->>'entityId'),
  min(coalesce("filed_at", "received_at")), max(coalesce("filed_at", "received_at"))
FROM "filings"
WHERE "filing_account_id" IS NOT NULL AND "master_transaction_id" IS NOT NULL
  AND coalesce("entity_id", "receipt"->>'entityId') IS NOT NULL
GROUP BY 1, 2
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "filings_keep_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A filing's owner, once set, never changes: whoever asks.
  IF (OLD."owner_browser_hash" IS NOT NULL
      AND NEW."owner_browser_hash" IS DISTINCT FROM OLD."owner_browser_hash")
    OR (OLD."filing_account_id" IS NOT NULL
      AND NEW."filing_account_id" IS DISTINCT FROM OLD."filing_account_id") THEN
    RAISE EXCEPTION 'the owner of filing % cannot change', OLD."ref"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "filings_keep_owner" BEFORE UPDATE OF "filing_account_id", "owner_browser_hash"
  ON "filings" FOR EACH ROW EXECUTE FUNCTION "filings_keep_owner"();
--> statement-breakpoint
CREATE FUNCTION "drafts_keep_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A draft's owner, once set, never changes: whoever asks.
  IF (OLD."owner_browser_hash" IS NOT NULL
      AND NEW."owner_browser_hash" IS DISTINCT FROM OLD."owner_browser_hash")
    OR (OLD."owner_account_id" IS NOT NULL
      AND NEW."owner_account_id" IS DISTINCT FROM OLD."owner_account_id") THEN
    RAISE EXCEPTION 'the owner of draft % cannot change', OLD."ref"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "drafts_keep_owner" BEFORE UPDATE OF "owner_account_id", "owner_browser_hash"
  ON "drafts" FOR EACH ROW EXECUTE FUNCTION "drafts_keep_owner"();
