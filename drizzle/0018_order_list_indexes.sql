DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_payment_status_idx";--> statement-breakpoint
DROP INDEX "orders_fulfillment_status_idx";--> statement-breakpoint
CREATE INDEX "order_items_name_trgm_idx" ON "order_items" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "order_items_sku_trgm_idx" ON "order_items" USING gin ("sku" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_to_ship_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."payment_status" in ('paid', 'partially_refunded') and "orders"."fulfillment_status" in ('unfulfilled', 'partially_fulfilled') and "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_tracking_number_trgm_idx" ON "orders" USING gin ("tracking_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_carrier_tracking_number_trgm_idx" ON "orders" USING gin ("carrier_tracking_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ((trim(coalesce("customer"->>'firstName', '') || ' ' || coalesce("customer"->>'lastName', ''))) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_fulfillment_status_idx" ON "orders" USING btree ("fulfillment_status","created_at","id");