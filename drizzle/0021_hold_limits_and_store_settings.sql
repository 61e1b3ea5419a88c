CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"max_units_per_line" integer NOT NULL,
	"max_units_per_order" integer NOT NULL,
	"max_unpaid_orders_per_email" integer NOT NULL,
	"max_unpaid_orders_per_address" integer NOT NULL,
	"stock_reserved_at" varchar(16) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row" CHECK ("store_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_taken" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_unpaid_email_idx" ON "orders" USING btree ("email") WHERE "orders"."status" = 'awaiting_payment' and "orders"."payment_status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_unpaid_placed_from_idx" ON "orders" USING btree ("placed_from") WHERE "orders"."status" = 'awaiting_payment' and "orders"."payment_status" = 'unpaid';