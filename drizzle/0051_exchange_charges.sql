ALTER TABLE "payments" DROP CONSTRAINT "payments_pays_for_one";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "charge_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_return_idx" ON "payments" USING btree ("return_id") WHERE "payments"."return_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_for_one" CHECK (num_nonnulls("payments"."order_id", "payments"."gift_card_purchase_id", "payments"."return_id") = 1);--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_charge_nonnegative" CHECK ("returns"."charge_cents" >= 0);