ALTER TABLE "store_settings" ADD COLUMN "new_arrival_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
-- hand-written: the facet index also holds when each product arrived (New Arrivals' window
-- is counted from memory at scale), so an update stamps facet_xid when created_at changes too.
CREATE OR REPLACE FUNCTION "products_facet_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.category, NEW.subcategory, NEW.collection, NEW.sizes, NEW.colors, NEW.materials, NEW.price,
      NEW.original_price, NEW.featured, NEW.trending, NEW.in_stock, NEW.active,
      NEW.name, NEW.product_type, NEW.tags, NEW.vendor, NEW.description, NEW.created_at)
     IS DISTINCT FROM
     (OLD.category, OLD.subcategory, OLD.collection, OLD.sizes, OLD.colors, OLD.materials, OLD.price,
      OLD.original_price, OLD.featured, OLD.trending, OLD.in_stock, OLD.active,
      OLD.name, OLD.product_type, OLD.tags, OLD.vendor, OLD.description, OLD.created_at) THEN
    NEW.facet_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END $$;
