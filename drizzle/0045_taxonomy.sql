CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"handle" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_handle_per_parent" UNIQUE NULLS NOT DISTINCT("parent_id","handle")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"handle" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_path" varchar(512) NOT NULL,
	"to_path" varchar(512) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_handle_key" ON "collections" USING btree ("handle");--> statement-breakpoint
-- data
-- hand-written: the store's navigation and collections as they were in code, so every address keeps working.
-- Subcategories the menus do not show (the women's extra lines, and those the hosted store's products are sorted into) are kept unpublished.
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES (NULL, 'Women', 'women', 0, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES (NULL, 'Men', 'men', 1, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES (NULL, 'Kids', 'kids', 2, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Blouses', 'blouses', 0, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Bottoms', 'bottoms', 1, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Cargos', 'cargos', 2, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Dresses', 'dresses', 3, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Jeans', 'jeans', 4, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Jumpsuits', 'jumpsuits', 5, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Shirts', 'shirts', 6, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Skirts', 'skirts', 7, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Tops', 'tops', 8, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Jewelry', 'jewelry', 9, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Wigs', 'wigs', 10, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Accessories', 'accessories', 11, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'T-shirts', 't-shirts', 12, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'women'), 'Outerwear', 'outerwear', 13, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Cargos', 'cargos', 0, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Jeans', 'jeans', 1, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Polos', 'polos', 2, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Shorts', 'shorts', 3, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'T-shirts', 't-shirts', 4, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Trousers', 'trousers', 5, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Shirts', 'shirts', 6, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Suits', 'suits', 7, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Pants', 'pants', 8, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Outerwear', 'outerwear', 9, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'men'), 'Polo', 'polo', 10, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Girls', 'girls', 0, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Boys', 'boys', 1, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Baby Clothes', 'baby-clothes', 2, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Toddler', 'toddler', 3, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Toys', 'toys', 4, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Dresses', 'dresses', 5, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Shirts', 'shirts', 6, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Pants', 'pants', 7, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Outerwear', 'outerwear', 8, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'Shorts', 'shorts', 9, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c WHERE c."parent_id" IS NULL AND c."handle" = 'kids'), 'T-shirts', 't-shirts', 10, false);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c JOIN "categories" t ON t."id" = c."parent_id" WHERE t."parent_id" IS NULL AND t."handle" = 'kids' AND c."handle" = 'girls'), 'Skirts', 'skirts', 0, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c JOIN "categories" t ON t."id" = c."parent_id" WHERE t."parent_id" IS NULL AND t."handle" = 'kids' AND c."handle" = 'girls'), 'Shirts', 'shirts', 1, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c JOIN "categories" t ON t."id" = c."parent_id" WHERE t."parent_id" IS NULL AND t."handle" = 'kids' AND c."handle" = 'girls'), 'Shorts', 'shorts', 2, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c JOIN "categories" t ON t."id" = c."parent_id" WHERE t."parent_id" IS NULL AND t."handle" = 'kids' AND c."handle" = 'girls'), 'Pants', 'pants', 3, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c JOIN "categories" t ON t."id" = c."parent_id" WHERE t."parent_id" IS NULL AND t."handle" = 'kids' AND c."handle" = 'boys'), 'T-Shirts', 't-shirts', 0, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c JOIN "categories" t ON t."id" = c."parent_id" WHERE t."parent_id" IS NULL AND t."handle" = 'kids' AND c."handle" = 'boys'), 'Shorts', 'shorts', 1, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c JOIN "categories" t ON t."id" = c."parent_id" WHERE t."parent_id" IS NULL AND t."handle" = 'kids' AND c."handle" = 'boys'), 'Pants', 'pants', 2, true);
--> statement-breakpoint
INSERT INTO "categories" ("parent_id", "name", "handle", "position", "published") VALUES ((SELECT c."id" FROM "categories" c JOIN "categories" t ON t."id" = c."parent_id" WHERE t."parent_id" IS NULL AND t."handle" = 'kids' AND c."handle" = 'boys'), 'Button-UPs', 'button-ups', 3, true);
--> statement-breakpoint
INSERT INTO "collections" ("name", "handle", "description", "position") VALUES ('All Collections', 'all', 'Every piece in the store, from everyday basics to statement looks.', 0);
--> statement-breakpoint
INSERT INTO "collections" ("name", "handle", "description", "position") VALUES ('Summer Trends', 'summer', 'Light fabrics, bright colors and easy shapes for the warm months.', 1);
--> statement-breakpoint
INSERT INTO "collections" ("name", "handle", "description", "position") VALUES ('Streetwear Staples', 'streetwear', 'Cargos, tees and layers that work from the skate park to the studio.', 2);
--> statement-breakpoint
INSERT INTO "collections" ("name", "handle", "description", "position") VALUES ('Mini Me Collection', 'mini-me', 'Matching looks for parents and kids.', 3);
--> statement-breakpoint
INSERT INTO "redirects" ("from_path", "to_path") VALUES ('/collections?collection=summer-25', '/collections?collection=summer');
