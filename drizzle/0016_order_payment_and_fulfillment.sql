ALTER TABLE "admin_users" ADD COLUMN "orders_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "kind" varchar(16) DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "shopper_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" varchar(24) DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfillment_status" varchar(24) DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_fulfillment_status_idx" ON "orders" USING btree ("fulfillment_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- hand-written: existing orders get the payment and fulfillment status their history shows.
-- Paid: a paid payment, or confirmed without one (nothing left to pay after a gift card).
UPDATE "orders" o SET "payment_status" = CASE
    WHEN EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = o."id" AND p."status" = 'paid') THEN 'paid'
    WHEN EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = o."id" AND p."status" = 'review') AND o."status" = 'awaiting_payment' THEN 'in_review'
    WHEN o."status" NOT IN ('awaiting_payment', 'cancelled') AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = o."id") THEN 'paid'
    ELSE 'unpaid' END;--> statement-breakpoint
-- Refunds the provider made: partly or wholly.
UPDATE "orders" o SET "payment_status" = CASE WHEN r.refunded >= r.charged THEN 'refunded' ELSE 'partially_refunded' END
  FROM (
    SELECT p."order_id", sum(p."amount_cents") FILTER (WHERE p."status" = 'paid') AS charged,
      (SELECT coalesce(sum(f."amount_cents"), 0) FROM "refunds" f JOIN "payments" q ON q."id" = f."payment_id"
        WHERE q."order_id" = p."order_id" AND f."status" = 'succeeded') AS refunded
    FROM "payments" p WHERE p."order_id" IS NOT NULL GROUP BY p."order_id"
  ) r
  WHERE r."order_id" = o."id" AND o."payment_status" = 'paid' AND r.refunded > 0;--> statement-breakpoint
UPDATE "orders" SET "fulfillment_status" = CASE "status" WHEN 'shipped' THEN 'fulfilled' WHEN 'delivered' THEN 'delivered' ELSE 'unfulfilled' END;--> statement-breakpoint
-- Notes staff wrote stay with staff; the store's own notes (payment received, released) are the shopper's too.
UPDATE "order_events" SET "shopper_note" = "note" WHERE "admin_user_id" IS NULL;
