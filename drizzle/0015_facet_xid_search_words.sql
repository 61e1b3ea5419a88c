-- hand-written: the facet index also holds each product's search words (to answer searches
-- from memory at scale), so an update stamps facet_xid when the columns the words come from
-- change too: name, type, tags, vendor and description, besides the facets' own. (The words
-- themselves are computed by a later trigger, products_search_terms, from these columns.)
CREATE OR REPLACE FUNCTION "products_facet_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.category, NEW.subcategory, NEW.collection, NEW.sizes, NEW.colors, NEW.materials, NEW.price,
      NEW.original_price, NEW.featured, NEW.trending, NEW.in_stock, NEW.active,
      NEW.name, NEW.product_type, NEW.tags, NEW.vendor, NEW.description)
     IS DISTINCT FROM
     (OLD.category, OLD.subcategory, OLD.collection, OLD.sizes, OLD.colors, OLD.materials, OLD.price,
      OLD.original_price, OLD.featured, OLD.trending, OLD.in_stock, OLD.active,
      OLD.name, OLD.product_type, OLD.tags, OLD.vendor, OLD.description) THEN
    NEW.facet_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END $$;
