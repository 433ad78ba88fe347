CREATE TABLE "name_holds" (
	"name_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"holder_kind" text NOT NULL,
	"entity_id" text,
	"filing_id" bigint,
	"reservation_id" bigint,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_holds_one_holder" CHECK (("name_holds"."holder_kind" = 'entity' and "name_holds"."entity_id" is not null and "name_holds"."filing_id" is null and "name_holds"."reservation_id" is null)
       or ("name_holds"."holder_kind" = 'filing' and "name_holds"."filing_id" is not null and "name_holds"."entity_id" is null and "name_holds"."reservation_id" is null)
       or ("name_holds"."holder_kind" = 'reservation' and "name_holds"."reservation_id" is not null and "name_holds"."entity_id" is null and "name_holds"."filing_id" is null))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "receipt_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "name_holds_entity_idx" ON "name_holds" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "name_holds_filing_idx" ON "name_holds" USING btree ("filing_id");--> statement-breakpoint
-- Earlier payment starts made a new filing each time; keep the one that was recorded (or the
-- latest) for each draft before one filing per draft becomes a rule.
UPDATE "filings" AS f SET "draft_ref" = NULL
WHERE f."draft_ref" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "filings" AS g
  WHERE g."draft_ref" = f."draft_ref" AND (g."receipt" IS NOT NULL, g."id") > (f."receipt" IS NOT NULL, f."id")
);--> statement-breakpoint
-- Only the latest checkout of a filing stays open.
UPDATE "payments" AS p SET "status" = 'CANCELLED'
WHERE p."status" = 'PENDING' AND EXISTS (
  SELECT 1 FROM "payments" AS q WHERE q."filing_id" = p."filing_id" AND q."status" = 'PENDING' AND q."id" > p."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "filings_draft_ref_idx" ON "filings" USING btree ("draft_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "filings_one_pending_review_idx" ON "filings" USING btree ("entity_id") WHERE status = 'PENDING_REVIEW';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_checkout_idx" ON "payments" USING btree ("filing_id") WHERE status = 'PENDING';--> statement-breakpoint
-- Every name on the record today takes its hold: entities first, then paid filings whose
-- effects are still to come, then unexpired reservations.
INSERT INTO "name_holds" ("name_key", "name", "holder_kind", "entity_id")
SELECT DISTINCT ON ("name_key") "name_key", "name", 'entity', "entity_id"
FROM "entities" ORDER BY "name_key", "formation_date", "entity_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "name_holds" ("name_key", "name", "holder_kind", "filing_id")
SELECT DISTINCT ON ("name_key") "name_key", coalesce("values"->'entityName'->>'name', "entity_name"), 'filing', "id"
FROM "filings"
WHERE "name_key" IS NOT NULL AND "effects_applied" = false AND "status" IN ('PAID', 'FILED', 'PENDING_REVIEW')
ORDER BY "name_key", "id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "name_holds" ("name_key", "name", "holder_kind", "reservation_id", "expires_at")
SELECT DISTINCT ON ("name_key") "name_key", "name", 'reservation', "id", "expires_at"
FROM "name_reservations" WHERE "expires_at" > now()
ORDER BY "name_key", "expires_at" DESC
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An entity holds its name from the moment it exists, whoever inserts or renames it. It may take
-- the hold from its own formation or renaming filing, or from a lapsed reservation; any other
-- holder makes the insert or rename fail as a unique violation.
CREATE FUNCTION "entity_name_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."name_key" IS DISTINCT FROM NEW."name_key") THEN
    DELETE FROM "name_holds" WHERE "name_key" = OLD."name_key" AND "entity_id" = OLD."entity_id";
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  INSERT INTO "name_holds" AS h ("name_key", "name", "holder_kind", "entity_id")
  VALUES (NEW."name_key", NEW."name", 'entity', NEW."entity_id")
  ON CONFLICT ("name_key") DO UPDATE
    SET "name" = EXCLUDED."name", "holder_kind" = 'entity', "entity_id" = EXCLUDED."entity_id",
        "filing_id" = NULL, "reservation_id" = NULL, "expires_at" = NULL, "claimed_at" = now()
    WHERE h."entity_id" = EXCLUDED."entity_id"
       OR (h."expires_at" IS NOT NULL AND h."expires_at" <= now())
       OR EXISTS (SELECT 1 FROM "filings" AS f WHERE f."id" = h."filing_id" AND f."entity_id" = EXCLUDED."entity_id");
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The name "%" is already held on the record', NEW."name"
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'name_holds_pkey';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "entities_name_hold" AFTER INSERT OR DELETE OR UPDATE OF "name_key" ON "entities"
FOR EACH ROW EXECUTE FUNCTION "entity_name_hold"();--> statement-breakpoint
-- An unexpired reservation holds its name until it lapses; a name someone else holds cannot be
-- reserved.
CREATE FUNCTION "reservation_name_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM "name_holds" WHERE "reservation_id" = OLD."id";
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  IF NEW."expires_at" <= now() THEN
    RETURN NEW;
  END IF;
  INSERT INTO "name_holds" AS h ("name_key", "name", "holder_kind", "reservation_id", "expires_at")
  VALUES (NEW."name_key", NEW."name", 'reservation', NEW."id", NEW."expires_at")
  ON CONFLICT ("name_key") DO UPDATE
    SET "name" = EXCLUDED."name", "holder_kind" = 'reservation', "entity_id" = NULL,
        "filing_id" = NULL, "reservation_id" = EXCLUDED."reservation_id",
        "expires_at" = EXCLUDED."expires_at", "claimed_at" = now()
    WHERE h."reservation_id" = EXCLUDED."reservation_id"
       OR (h."expires_at" IS NOT NULL AND h."expires_at" <= now());
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The name "%" is already held on the record', NEW."name"
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'name_holds_pkey';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "name_reservations_name_hold" AFTER INSERT OR DELETE OR UPDATE ON "name_reservations"
FOR EACH ROW EXECUTE FUNCTION "reservation_name_hold"();
