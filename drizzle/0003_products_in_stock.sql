-- Orders stop writing the product row on every sale (decision 2): the product keeps only
-- whether some variant has stock, and its total is summed from the variants when shown.
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The counts' trigger still reads "stock" here, which this update leaves alone, so the
-- counts (already right for stock > 0) are not touched.
UPDATE "products" SET "in_stock" = "stock" > 0;--> statement-breakpoint
CREATE FUNCTION "catalog_facet_rows"(category varchar, subcategory varchar, sizes text[], colors text[], materials text[], featured boolean, trending boolean, in_stock boolean)
RETURNS TABLE("category" varchar, "facet" varchar, "value" text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT category, 'total'::varchar, ''::text
  UNION ALL SELECT category, 'subcategory', subcategory
  UNION ALL SELECT category, 'size', s FROM unnest(sizes) AS s
  UNION ALL SELECT category, 'color', c FROM unnest(colors) AS c
  UNION ALL SELECT category, 'material', m FROM unnest(materials) AS m
  UNION ALL SELECT category, 'featured', '' WHERE featured
  UNION ALL SELECT category, 'trending', '' WHERE trending
  UNION ALL SELECT category, 'inStock', '' WHERE in_stock
$$;--> statement-breakpoint
-- As in 0002, with in_stock for stock > 0.
CREATE OR REPLACE FUNCTION "catalog_facet_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.in_stock) AS r
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
      CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.in_stock) AS r
      WHERE p.active
      GROUP BY 1, 2, 3
      ON CONFLICT (category, facet, value) DO UPDATE SET n = c.n + excluded.n;
    END IF;
  ELSE
    SELECT array_agg(ROW(d.category, d.facet, d.value, d.n)::catalog_facet_counts) INTO deltas
    FROM (
      SELECT r.category, r.facet, r.value, sum(p.sign)::int AS n
      FROM (
        SELECT o.category, o.subcategory, o.sizes, o.colors, o.materials, o.featured, o.trending, o.in_stock, -1 AS sign FROM old_rows AS o WHERE o.active
        UNION ALL
        SELECT w.category, w.subcategory, w.sizes, w.colors, w.materials, w.featured, w.trending, w.in_stock, 1 FROM new_rows AS w WHERE w.active
      ) AS p
      CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.in_stock) AS r
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
DROP FUNCTION "catalog_facet_rows"(varchar, varchar, text[], text[], text[], boolean, boolean, integer);--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_nonnegative";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock";
