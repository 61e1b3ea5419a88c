DROP INDEX "products_search_terms_idx";--> statement-breakpoint
CREATE INDEX "products_search_filters_idx" ON "products" USING gin ("search_terms","colors","sizes","materials",(array["category"::text]),(array["subcategory"::text])) WHERE "products"."active" and "products"."category" <> 'custom';--> statement-breakpoint
-- hand-written: the planner reads a partial index's expressions without statistics (a guess of
-- 0.5% of products per category), and would then sort every match of a common word within a
-- large category instead of walking the featured order; statistics on the expressions give
-- it each category's real share. drizzle-kit cannot express CREATE STATISTICS.
CREATE STATISTICS "products_category_array_stats" ON (array["category"::text]) FROM "products";--> statement-breakpoint
CREATE STATISTICS "products_subcategory_array_stats" ON (array["subcategory"::text]) FROM "products";
