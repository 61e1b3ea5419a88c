CREATE TABLE "catalog_facet_counts" (
	"category" varchar(32) NOT NULL,
	"facet" varchar(16) NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catalog_facet_counts_category_facet_value_pk" PRIMARY KEY("category","facet","value")
);
--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The facet rows one listed product adds to catalog_facet_counts (see schema.ts). Sizes,
-- colours and materials count once per array element, as the facets' unnest always has.
CREATE FUNCTION "catalog_facet_rows"(category varchar, subcategory varchar, sizes text[], colors text[], materials text[], featured boolean, trending boolean, stock integer)
RETURNS TABLE("category" varchar, "facet" varchar, "value" text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT category, 'total'::varchar, ''::text
  UNION ALL SELECT category, 'subcategory', subcategory
  UNION ALL SELECT category, 'size', s FROM unnest(sizes) AS s
  UNION ALL SELECT category, 'color', c FROM unnest(colors) AS c
  UNION ALL SELECT category, 'material', m FROM unnest(materials) AS m
  UNION ALL SELECT category, 'featured', '' WHERE featured
  UNION ALL SELECT category, 'trending', '' WHERE trending
  UNION ALL SELECT category, 'inStock', '' WHERE stock > 0
$$;--> statement-breakpoint
-- One statement's products, before (-1) and after (+1), summed per row of the counts: an
-- order's stock change that leaves a product in stock sums to nothing and writes nothing.
-- (Each trigger sees only its own transition tables, hence one branch per operation.)
-- Writers of the counts take turns: two transactions adding to overlapping rows in
-- different orders deadlocked (found by fuzzing on PostgreSQL). The turn is a transaction
-- advisory lock, taken just before the counts are written and held to the commit, so only
-- statements that change a count wait for it.
CREATE FUNCTION "catalog_facet_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas catalog_facet_counts[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_advisory_xact_lock(7630205934);
    DELETE FROM catalog_facet_counts;
  ELSIF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE active) THEN
      PERFORM pg_advisory_xact_lock(7630205934);
      INSERT INTO catalog_facet_counts AS c (category, facet, value, n)
      SELECT r.category, r.facet, r.value, count(*)::int
      FROM new_rows AS p
      CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.stock) AS r
      WHERE p.active
      GROUP BY 1, 2, 3
      ON CONFLICT (category, facet, value) DO UPDATE SET n = c.n + excluded.n;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE active) THEN
      PERFORM pg_advisory_xact_lock(7630205934);
      INSERT INTO catalog_facet_counts AS c (category, facet, value, n)
      SELECT r.category, r.facet, r.value, -count(*)::int
      FROM old_rows AS p
      CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.stock) AS r
      WHERE p.active
      GROUP BY 1, 2, 3
      ON CONFLICT (category, facet, value) DO UPDATE SET n = c.n + excluded.n;
    END IF;
  ELSE
    SELECT array_agg(ROW(d.category, d.facet, d.value, d.n)::catalog_facet_counts) INTO deltas
    FROM (
      SELECT r.category, r.facet, r.value, sum(p.sign)::int AS n
      FROM (
        SELECT o.category, o.subcategory, o.sizes, o.colors, o.materials, o.featured, o.trending, o.stock, -1 AS sign FROM old_rows AS o WHERE o.active
        UNION ALL
        SELECT w.category, w.subcategory, w.sizes, w.colors, w.materials, w.featured, w.trending, w.stock, 1 FROM new_rows AS w WHERE w.active
      ) AS p
      CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.stock) AS r
      GROUP BY 1, 2, 3
      HAVING sum(p.sign) <> 0
    ) AS d;
    IF deltas IS NOT NULL THEN
      PERFORM pg_advisory_xact_lock(7630205934);
      INSERT INTO catalog_facet_counts AS c (category, facet, value, n)
      SELECT * FROM unnest(deltas)
      ON CONFLICT (category, facet, value) DO UPDATE SET n = c.n + excluded.n;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_apply();--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_apply();--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_apply();--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_apply();--> statement-breakpoint
-- The products already there.
INSERT INTO "catalog_facet_counts" (category, facet, value, n)
SELECT r.category, r.facet, r.value, count(*)::int
FROM "products" AS p
CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.stock) AS r
WHERE p.active
GROUP BY 1, 2, 3;
