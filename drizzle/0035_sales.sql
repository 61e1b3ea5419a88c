CREATE TABLE "sale_variants" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"price_before" numeric(10, 2) NOT NULL,
	"compare_at_before" numeric(10, 2),
	"sale_price" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(120) NOT NULL,
	"percent_off" integer,
	"price_cents" integer,
	"product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"collection" varchar(64),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"state" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_state_known" CHECK ("sales"."state" in ('scheduled', 'active', 'ended')),
	CONSTRAINT "sales_one_markdown" CHECK (("sales"."percent_off" between 1 and 99 and "sales"."price_cents" is null) or ("sales"."percent_off" is null and "sales"."price_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "compare_at_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "sale_variants" ADD CONSTRAINT "sale_variants_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_variants" ADD CONSTRAINT "sale_variants_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_variants_sale_idx" ON "sale_variants" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sales_due_idx" ON "sales" USING btree ("state","starts_at");--> statement-breakpoint
-- hand-written: the "was" price moves from the product to each variant. A variant priced below
-- its product's old "was" price shows it; the product's own keeps only what is above its price.
UPDATE "product_variants" v SET "compare_at_price" = p."original_price"
FROM "products" p WHERE p."id" = v."product_id" AND p."original_price" > v."price";--> statement-breakpoint
UPDATE "products" SET "original_price" = NULL WHERE "original_price" <= "price";
