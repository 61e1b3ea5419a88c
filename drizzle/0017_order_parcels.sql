CREATE TABLE "returned_items" (
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returned_items_refund_id_order_item_id_pk" PRIMARY KEY("refund_id","order_item_id"),
	CONSTRAINT "returned_items_quantity_positive" CHECK ("returned_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_items" (
	"shipment_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_items_shipment_id_order_item_id_pk" PRIMARY KEY("shipment_id","order_item_id"),
	CONSTRAINT "shipment_items_quantity_positive" CHECK ("shipment_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"carrier" varchar(64),
	"carrier_tracking_number" varchar(128),
	"admin_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "returned_items" ADD CONSTRAINT "returned_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returned_items" ADD CONSTRAINT "returned_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","id");--> statement-breakpoint
-- Orders that shipped before parcels were recorded: one parcel with every line, dated by the
-- order's move to shipped.
INSERT INTO "shipments" ("order_id", "carrier", "carrier_tracking_number", "admin_user_id", "created_at")
SELECT o."id", o."carrier", o."carrier_tracking_number",
  (SELECT e."admin_user_id" FROM "order_events" e WHERE e."order_id" = o."id" AND e."kind" = 'status' AND e."status" = 'shipped' ORDER BY e."id" LIMIT 1),
  coalesce((SELECT e."created_at" FROM "order_events" e WHERE e."order_id" = o."id" AND e."kind" = 'status' AND e."status" = 'shipped' ORDER BY e."id" LIMIT 1), o."updated_at")
FROM "orders" o
WHERE o."status" IN ('shipped', 'delivered');
--> statement-breakpoint
INSERT INTO "shipment_items" ("shipment_id", "order_item_id", "quantity")
SELECT s."id", i."id", i."quantity"
FROM "shipments" s JOIN "order_items" i ON i."order_id" = s."order_id";
