CREATE TABLE "customer_page_salt" (
	"salt" text NOT NULL
);
--> statement-breakpoint
-- hand-written: one secret per store, so a customer's page address cannot be worked back to their email.
INSERT INTO "customer_page_salt" ("salt") VALUES (md5(random()::text || clock_timestamp()::text) || md5(random()::text || clock_timestamp()::text));--> statement-breakpoint
-- hand-written: the column is filled for the customers already listed before it may not be null.
ALTER TABLE "customer_figures" ADD COLUMN "page_id" varchar(32);--> statement-breakpoint
UPDATE "customer_figures" SET "page_id" = substr(encode(sha256(convert_to("customer_key" || (select "salt" from "customer_page_salt" limit 1), 'UTF8')), 'hex'), 1, 24);--> statement-breakpoint
ALTER TABLE "customer_figures" ALTER COLUMN "page_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_figures_page_id_key" ON "customer_figures" USING btree ("page_id");
