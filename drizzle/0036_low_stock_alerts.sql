ALTER TABLE "product_variants" ADD COLUMN "low_stock_at" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "low_stock_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" USING btree ("id") WHERE "product_variants"."low_stock_at" is not null;