DROP INDEX "orders_unpaid_email_idx";--> statement-breakpoint
ALTER INDEX "orders_email_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
ALTER INDEX "orders_carrier_tracking_number_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
ALTER INDEX "orders_customer_name_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "orders_tracking_number_trgm_idx" ON "orders" USING gin ("tracking_number" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=64);
