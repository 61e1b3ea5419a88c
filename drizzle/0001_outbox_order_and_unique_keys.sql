ALTER TABLE "admin_users" DROP CONSTRAINT "admin_users_username_unique";--> statement-breakpoint
ALTER TABLE "admin_users" DROP CONSTRAINT "admin_users_email_unique";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" varchar(255);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before the unique indexes: rows that concurrent writes could duplicate while only the code
-- kept them apart. Staff usernames that differ only in case: sign-in always found the oldest
-- account, so the later ones could never sign in; they keep their rows under a name made unique
-- with their id. Emails differing only in case (createStaff lowercases them, so only rows written
-- another way) get a "+dup<id>" tag.
UPDATE "admin_users" AS a SET "username" = left(a."username", 100 - length('-' || a."id")) || '-' || a."id", "updated_at" = now()
WHERE EXISTS (SELECT 1 FROM "admin_users" AS b WHERE lower(b."username") = lower(a."username") AND b."id" < a."id");--> statement-breakpoint
UPDATE "admin_users" AS a SET "email" = left(regexp_replace(a."email", '@', '+dup' || a."id" || '@'), 255), "updated_at" = now()
WHERE EXISTS (SELECT 1 FROM "admin_users" AS b WHERE lower(b."email") = lower(a."email") AND b."id" < a."id");--> statement-breakpoint
-- Media stored twice with the same bytes and type (two identical uploads, or two seeding runs,
-- at once): product images and order lines point at the oldest copy, the others go.
UPDATE "product_images" AS i SET "url" = '/media/' || d."keep"
FROM (SELECT "id", min("id") OVER (PARTITION BY "sha256", "content_type") AS "keep" FROM "media") AS d
WHERE d."id" <> d."keep" AND i."url" = '/media/' || d."id";--> statement-breakpoint
UPDATE "order_items" AS i SET "image_url" = '/media/' || d."keep"
FROM (SELECT "id", min("id") OVER (PARTITION BY "sha256", "content_type") AS "keep" FROM "media") AS d
WHERE d."id" <> d."keep" AND i."image_url" = '/media/' || d."id";--> statement-breakpoint
DELETE FROM "media" AS m USING "media" AS k
WHERE k."sha256" = m."sha256" AND k."content_type" = m."content_type" AND k."id" < m."id";--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_lower_key" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_lower_key" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_outbox_order_idx" ON "email_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_sha256_content_type_key" ON "media" USING btree ("sha256","content_type");