CREATE TABLE "part_counts" (
	"make" text NOT NULL,
	"year" integer NOT NULL,
	"model" text NOT NULL,
	"engine" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "part_counts_pkey" PRIMARY KEY("make","year","model","engine","category","sub_category","name","source")
);
--> statement-breakpoint
-- The parts catalogue's counts (decision 066): one row per combination of the filtered columns, kept by statement
-- triggers (one grouped write per statement, however many parts it wrote).
CREATE OR REPLACE FUNCTION "part_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A stock change (an order) moves no part between combinations: nothing to do.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM old_rows AS o JOIN new_rows AS u ON u."id" = o."id"
      WHERE (o."make", o."year", o."model", o."engine", o."category", o."sub_category", o."name", o."source")
        IS DISTINCT FROM (u."make", u."year", u."model", u."engine", u."category", u."sub_category", u."name", u."source")
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "part_counts" AS c SET "n" = c."n" - o."n"
      FROM (SELECT "make", "year", "model", "engine", "category", "sub_category", "name", "source", count(*)::int AS "n"
            FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8) AS o
      WHERE c."make" = o."make" AND c."year" = o."year" AND c."model" = o."model" AND c."engine" = o."engine"
        AND c."category" = o."category" AND c."sub_category" = o."sub_category" AND c."name" = o."name"
        AND c."source" = o."source";
    DELETE FROM "part_counts" WHERE "n" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "part_counts" ("make", "year", "model", "engine", "category", "sub_category", "name", "source", "n")
      SELECT "make", "year", "model", "engine", "category", "sub_category", "name", "source", count(*)::int
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ("make", "year", "model", "engine", "category", "sub_category", "name", "source")
      DO UPDATE SET "n" = "part_counts"."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "part_counts_on_insert" AFTER INSERT ON "parts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "part_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "part_counts_on_delete" AFTER DELETE ON "parts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "part_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "part_counts_on_update" AFTER UPDATE ON "parts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "part_counts_apply"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "part_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "part_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "part_counts_on_truncate" AFTER TRUNCATE ON "parts" FOR EACH STATEMENT EXECUTE FUNCTION "part_counts_clear"();--> statement-breakpoint
INSERT INTO "part_counts" ("make", "year", "model", "engine", "category", "sub_category", "name", "source", "n")
  SELECT "make", "year", "model", "engine", "category", "sub_category", "name", "source", count(*)::int
  FROM "parts" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
