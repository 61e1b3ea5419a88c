CREATE TABLE "sold_item_names" (
	"name" varchar(255) NOT NULL,
	"sku" varchar(64) DEFAULT '' NOT NULL,
	CONSTRAINT "sold_item_names_name_sku_pk" PRIMARY KEY("name","sku")
);
--> statement-breakpoint
DROP INDEX "order_items_name_trgm_idx";--> statement-breakpoint
DROP INDEX "order_items_sku_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_tracking_number_trgm_idx";--> statement-breakpoint
CREATE INDEX "sold_item_names_name_trgm_idx" ON "sold_item_names" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sold_item_names_sku_trgm_idx" ON "sold_item_names" USING gin ("sku" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "order_items_name_idx" ON "order_items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "order_items_sku_idx" ON "order_items" USING btree ("sku");--> statement-breakpoint
INSERT INTO "sold_item_names" ("name", "sku") SELECT DISTINCT "name", coalesce("sku", '') FROM "order_items" ON CONFLICT DO NOTHING;
