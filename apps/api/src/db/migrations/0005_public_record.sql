-- Business search compares names by trigram (pg_trgm); drizzle-kit does not write extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "certificates" (
	"number" text PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"master_transaction_id" bigint,
	"contents" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_entity_id_entities_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("entity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_entity_idx" ON "certificates" USING btree ("entity_id","issued_at");--> statement-breakpoint
CREATE INDEX "entities_name_key_trgm_idx" ON "entities" USING gin ("name_key" gin_trgm_ops);