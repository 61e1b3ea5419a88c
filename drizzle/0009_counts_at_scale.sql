-- hand-written:
-- Counts under a filter (queries.ts: cappedCount, facet) read the matching products from
-- this index alone: its keys are the category and price every listing narrows by, and it
-- carries every other filtered column, so a count never visits the table's wide rows
-- (descriptions, search text). drizzle-kit cannot express INCLUDE, hence hand-written.
CREATE INDEX "products_counts_idx" ON "products" USING btree ("category", "price")
  INCLUDE ("subcategory", "collection", "sizes", "colors", "materials", "featured", "trending", "in_stock", "original_price")
  WHERE "active";--> statement-breakpoint
-- The counts table learns on sale (a compare-at price above the price), so the shop's and a
-- category's on-sale count read a few rows, as its other counts do.
CREATE FUNCTION "catalog_facet_rows"(category varchar, subcategory varchar, sizes text[], colors text[], materials text[], featured boolean, trending boolean, in_stock boolean, on_sale boolean)
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
  UNION ALL SELECT category, 'onSale', '' WHERE on_sale
$$;--> statement-breakpoint
-- As in 0003, with on sale (original_price > price; no compare-at price is not on sale).
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
      CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.in_stock, coalesce(p.original_price > p.price, false)) AS r
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
      CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.in_stock, coalesce(p.original_price > p.price, false)) AS r
      WHERE p.active
      GROUP BY 1, 2, 3
      ON CONFLICT (category, facet, value) DO UPDATE SET n = c.n + excluded.n;
    END IF;
  ELSE
    SELECT array_agg(ROW(d.category, d.facet, d.value, d.n)::catalog_facet_counts) INTO deltas
    FROM (
      SELECT r.category, r.facet, r.value, sum(p.sign)::int AS n
      FROM (
        SELECT o.category, o.subcategory, o.sizes, o.colors, o.materials, o.featured, o.trending, o.in_stock, coalesce(o.original_price > o.price, false) AS on_sale, -1 AS sign FROM old_rows AS o WHERE o.active
        UNION ALL
        SELECT w.category, w.subcategory, w.sizes, w.colors, w.materials, w.featured, w.trending, w.in_stock, coalesce(w.original_price > w.price, false), 1 FROM new_rows AS w WHERE w.active
      ) AS p
      CROSS JOIN LATERAL catalog_facet_rows(p.category, p.subcategory, p.sizes, p.colors, p.materials, p.featured, p.trending, p.in_stock, p.on_sale) AS r
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
DROP FUNCTION "catalog_facet_rows"(varchar, varchar, text[], text[], text[], boolean, boolean, boolean);--> statement-breakpoint
-- The products already there.
INSERT INTO "catalog_facet_counts" (category, facet, value, n)
SELECT category, 'onSale', '', count(*)::int FROM "products" WHERE active AND original_price > price GROUP BY 1;
