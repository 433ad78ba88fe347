-- Filings stored until now hold values of the first version; from now on every filing states its own.
ALTER TABLE "filings" ADD COLUMN "values_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "filings" ALTER COLUMN "values_version" DROP DEFAULT;
