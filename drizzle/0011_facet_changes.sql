ALTER TABLE "products" ADD COLUMN "facet_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_facet_xid_idx" ON "products" USING btree ("facet_xid");--> statement-breakpoint
-- hand-written:
-- An update stamps facet_xid with its transaction only when a column that facets count
-- changed, so the facet index re-reads a product after an edit, a sale or stock running out,
-- and not after a change of its description or its search words. drizzle-kit cannot express
-- triggers, hence hand-written.
CREATE FUNCTION "products_facet_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.category, NEW.subcategory, NEW.collection, NEW.sizes, NEW.colors, NEW.materials, NEW.price,
      NEW.original_price, NEW.featured, NEW.trending, NEW.in_stock, NEW.active)
     IS DISTINCT FROM
     (OLD.category, OLD.subcategory, OLD.collection, OLD.sizes, OLD.colors, OLD.materials, OLD.price,
      OLD.original_price, OLD.featured, OLD.trending, OLD.in_stock, OLD.active) THEN
    NEW.facet_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_facet_changed" BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_facet_changed"();
