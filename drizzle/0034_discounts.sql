CREATE TABLE "discount_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discount_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_key" varchar(255) NOT NULL,
	"customer_id" integer,
	"use_number" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_uses_amount_nonnegative" CHECK ("discount_uses"."amount_cents" >= 0 and "discount_uses"."use_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(120) NOT NULL,
	"code" varchar(64),
	"rule" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"min_subtotal_cents" integer,
	"min_quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_used_count_within_limit" CHECK ("discounts"."used_count" >= 0 and ("discounts"."usage_limit" is null or "discounts"."used_count" <= "discounts"."usage_limit")),
	CONSTRAINT "discounts_limits_positive" CHECK (("discounts"."usage_limit" is null or "discounts"."usage_limit" >= 1) and ("discounts"."per_customer_limit" is null or "discounts"."per_customer_limit" >= 1))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_key" varchar(255);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_order_key" ON "discount_uses" USING btree ("discount_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_customer_use_key" ON "discount_uses" USING btree ("discount_id","customer_key","use_number");--> statement-breakpoint
CREATE INDEX "discount_uses_customer_key_idx" ON "discount_uses" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "discount_uses_customer_id_idx" ON "discount_uses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "discount_uses_order_idx" ON "discount_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_key" ON "discounts" USING btree ("code") WHERE "discounts"."code" is not null;--> statement-breakpoint
CREATE INDEX "orders_customer_key_idx" ON "orders" USING btree ("customer_key");--> statement-breakpoint
-- hand-written: every order's email as one mailbox (shared/customer-key.ts says the same in
-- code): lower case, a +tag dropped, and for Gmail the dots too, googlemail.com read as gmail.com.
UPDATE "orders" SET "customer_key" = CASE
    WHEN split_part(lower(trim("email")), '@', 2) IN ('gmail.com', 'googlemail.com')
      THEN replace(CASE WHEN position('+' in split_part(lower(trim("email")), '@', 1)) > 1
        THEN split_part(split_part(lower(trim("email")), '@', 1), '+', 1) ELSE split_part(lower(trim("email")), '@', 1) END, '.', '') || '@gmail.com'
    WHEN position('@' in "email") > 0 AND position('+' in split_part(lower(trim("email")), '@', 1)) > 1
      THEN split_part(split_part(lower(trim("email")), '@', 1), '+', 1) || '@' || split_part(lower(trim("email")), '@', 2)
    ELSE lower(trim("email")) END;--> statement-breakpoint
-- hand-written: each promotion becomes a discount of the same code, percentage, dates, limit and count.
INSERT INTO "discounts" ("title", "code", "rule", "starts_at", "ends_at", "paused", "usage_limit", "used_count", "created_at", "updated_at")
SELECT left(coalesce(nullif(trim("description"), ''), "code"), 120), "code", jsonb_build_object('kind', 'order-percent', 'percent', "percent_off"),
  "starts_at", "ends_at", NOT "active", "usage_limit", "used_count", "created_at", "created_at"
FROM "promotions" ORDER BY "id";--> statement-breakpoint
-- hand-written: the welcome code is for a first order, once per customer.
UPDATE "discounts" SET "first_order_only" = true, "per_customer_limit" = 1 WHERE "code" = 'WELCOME10';--> statement-breakpoint
-- hand-written: the orders that still hold a use of a code (not cancelled) keep it, numbered per
-- customer, so a customer who used a once-per-customer code before cannot use it again.
INSERT INTO "discount_uses" ("discount_id", "order_id", "customer_key", "customer_id", "use_number", "amount_cents", "created_at")
SELECT d."id", o."id", o."customer_key", o."customer_id",
  row_number() OVER (PARTITION BY d."id", o."customer_key" ORDER BY o."created_at", o."id"), round(o."discount" * 100)::int, o."created_at"
FROM "orders" o JOIN "discounts" d ON d."code" = upper(trim(o."promo_code"))
WHERE o."status" <> 'cancelled';--> statement-breakpoint
UPDATE "orders" o SET "discounts" = jsonb_build_array(jsonb_build_object('id', d."id", 'title', d."title", 'code', d."code",
    'description', (d."rule"->>'percent') || '% off your order', 'amountCents', round(o."discount" * 100)::int, 'shippingCents', 0))
FROM "discounts" d WHERE d."code" = upper(trim(o."promo_code")) AND o."discount" > 0;--> statement-breakpoint
DROP TABLE "promotions";
