-- Business search asks for names by their words (a GIN index of each name key's words, in a narrow
-- table of the entities' name keys) and corrects a misspelt word against the words names use,
-- instead of comparing trigrams of a million names. The trigram index of the names goes.
CREATE TABLE "entity_names" (
	"entity_id" text PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "name_words" (
	"word" text PRIMARY KEY NOT NULL,
	"uses" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "entities_name_key_trgm_idx";--> statement-breakpoint
-- Filled before their indexes are built: one sorted build instead of a million index inserts.
-- In name order: the names a broad search finds mostly start with its words, so they sit together
-- on few pages rather than one a page.
INSERT INTO "entity_names" ("entity_id", "name_key")
SELECT "entity_id", "name_key" FROM "entities" ORDER BY "name_key" COLLATE "C";--> statement-breakpoint
INSERT INTO "name_words" ("word", "uses")
SELECT "word", count(*) FROM "entities", unnest(string_to_array("name_key", ' ')) AS "word"
GROUP BY "word";--> statement-breakpoint
CREATE INDEX "entity_names_words_idx" ON "entity_names" USING gin (array_to_tsvector(string_to_array("name_key", ' ')));--> statement-breakpoint
CREATE INDEX "entity_names_key_idx" ON "entity_names" USING btree ("name_key" collate "C");--> statement-breakpoint
CREATE INDEX "name_words_trgm_idx" ON "name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Adds a use to each word of the keys added and takes one from each word of the keys removed. Rows
-- are written in word order, so two transactions counting the same words never wait on each other
-- in a circle.
CREATE FUNCTION "count_name_words"("added" text[], "removed" text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "name_words" AS w ("word", "uses")
  SELECT c."word", sum(c."change")::integer FROM (
    SELECT unnest(string_to_array(a."key", ' ')) AS "word", 1 AS "change" FROM unnest("added") AS a("key")
    UNION ALL
    SELECT unnest(string_to_array(r."key", ' ')), -1 FROM unnest("removed") AS r("key")
  ) AS c
  GROUP BY c."word" HAVING sum(c."change") <> 0
  ORDER BY c."word"
  ON CONFLICT ("word") DO UPDATE SET "uses" = w."uses" + EXCLUDED."uses"
$$;--> statement-breakpoint
-- The search's copy of the names and the words' uses follow the entities whoever writes them
-- (formation, renaming amendment, reinstatement under a new name, seeding): once a statement, so a
-- bulk load counts each word once a batch rather than once a row.
CREATE FUNCTION "entity_names_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "entity_names" ("entity_id", "name_key") SELECT "entity_id", "name_key" FROM "added_names";
    PERFORM "count_name_words"(ARRAY(SELECT "name_key" FROM "added_names"), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "entity_names" AS s USING "removed_names" AS o WHERE s."entity_id" = o."entity_id";
    PERFORM "count_name_words"('{}', ARRAY(SELECT "name_key" FROM "removed_names"));
  ELSE
    UPDATE "entity_names" AS s SET "name_key" = n."name_key"
      FROM "added_names" AS n JOIN "removed_names" AS o USING ("entity_id")
     WHERE s."entity_id" = n."entity_id" AND n."name_key" <> o."name_key";
    PERFORM "count_name_words"(
      ARRAY(SELECT n."name_key" FROM "added_names" AS n JOIN "removed_names" AS o USING ("entity_id")
            WHERE n."name_key" <> o."name_key"),
      ARRAY(SELECT o."name_key" FROM "added_names" AS n JOIN "removed_names" AS o USING ("entity_id")
            WHERE n."name_key" <> o."name_key"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "entities_names_added" AFTER INSERT ON "entities"
REFERENCING NEW TABLE AS "added_names"
FOR EACH STATEMENT EXECUTE FUNCTION "entity_names_follow"();--> statement-breakpoint
CREATE TRIGGER "entities_names_changed" AFTER UPDATE ON "entities"
REFERENCING OLD TABLE AS "removed_names" NEW TABLE AS "added_names"
FOR EACH STATEMENT EXECUTE FUNCTION "entity_names_follow"();--> statement-breakpoint
CREATE TRIGGER "entities_names_removed" AFTER DELETE ON "entities"
REFERENCING OLD TABLE AS "removed_names"
FOR EACH STATEMENT EXECUTE FUNCTION "entity_names_follow"();--> statement-breakpoint
-- Statistics of the new index's words, so the planner knows from the first search which words are
-- too common to ask it for.
ANALYZE "entity_names", "name_words";
