DROP INDEX "orders_fulfillment_status_idx";--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "payments_order_idx";--> statement-breakpoint
DROP INDEX "payments_gift_card_purchase_idx";--> statement-breakpoint
CREATE INDEX "orders_fulfillment_status_idx" ON "orders" USING btree ("fulfillment_status","created_at","id") WHERE "orders"."payment_status" <> 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_gift_card_purchase_idx" ON "payments" USING btree ("gift_card_purchase_id") WHERE "payments"."gift_card_purchase_id" is not null;