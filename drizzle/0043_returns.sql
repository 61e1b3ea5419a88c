CREATE TABLE "return_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"message" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_paid_cents" integer NOT NULL,
	"reason" varchar(32) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"note" text,
	"exchange_variant_id" integer,
	"exchange_size" varchar(32),
	"exchange_color" varchar(32),
	"exchange_unit_cents" integer,
	"exchange_item_id" integer,
	"restocked" boolean,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_number" varchar(16) NOT NULL,
	"order_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'requested' NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"refund_id" integer,
	"exchange_shipped" boolean DEFAULT false NOT NULL,
	"idempotency_key" varchar(128),
	"request_hash" varchar(64) NOT NULL,
	"carrier_tracking_number" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_refund_nonnegative" CHECK ("returns"."refund_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "returned_items" DROP CONSTRAINT "returned_items_refund_id_order_item_id_pk";--> statement-breakpoint
ALTER TABLE "returned_items" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "returned_items" ADD COLUMN "id" integer PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "returned_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "returned_items" ADD COLUMN "return_line_id" integer;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_staff_id_admin_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_variant_id_product_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_item_id_order_items_id_fk" FOREIGN KEY ("exchange_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_return_number_key" ON "returns" USING btree ("return_number");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_idempotency_key" ON "returns" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "returned_items" ADD CONSTRAINT "returned_items_return_line_id_return_lines_id_fk" FOREIGN KEY ("return_line_id") REFERENCES "public"."return_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returned_items_refund_item_key" ON "returned_items" USING btree ("refund_id","order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returned_items_return_line_key" ON "returned_items" USING btree ("return_line_id");--> statement-breakpoint
CREATE INDEX "returned_items_order_item_idx" ON "returned_items" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "returned_items" ADD CONSTRAINT "returned_items_has_cause" CHECK (("returned_items"."refund_id" is null) <> ("returned_items"."return_line_id" is null));