-- hand-written:
-- A product's search words also hold the names shoppers read in the menus: its top category's,
-- each published category's on its subcategory's path (Kids > Girls > Skirts), and its
-- collection's when published, beside the handles the product stores. The taxonomy module
-- touches a category's or collection's products when its name, handle, place or publishing
-- changes, so their words follow.
CREATE FUNCTION "taxonomy_names"(top_handle text, sub_path text, collection_handle text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH RECURSIVE tree AS (
    SELECT c.id, c.name, c.published, ''::text AS path FROM categories c WHERE c.parent_id IS NULL AND c.handle = top_handle
    UNION ALL
    SELECT c.id, c.name, t.published AND c.published,
      CASE WHEN t.path = '' THEN c.handle ELSE t.path || '-' || c.handle END
    FROM tree t JOIN categories c ON c.parent_id = t.id
    -- Only down the product's own path.
    WHERE (CASE WHEN t.path = '' THEN c.handle ELSE t.path || '-' || c.handle END) = coalesce(sub_path, '')
      OR left(coalesce(sub_path, ''), length(CASE WHEN t.path = '' THEN c.handle ELSE t.path || '-' || c.handle END) + 1)
        = (CASE WHEN t.path = '' THEN c.handle ELSE t.path || '-' || c.handle END) || '-'
  )
  SELECT concat_ws(' ',
    (SELECT string_agg(t.name, ' ') FROM tree t WHERE t.published),
    (SELECT c.name FROM collections c WHERE c.handle = collection_handle AND c.published))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_terms := search_terms_for(
    concat_ws(' ', NEW.name, NEW.product_type),
    concat_ws(' ', array_to_string(NEW.colors, ' '), array_to_string(NEW.materials, ' '), array_to_string(NEW.tags, ' '),
      NEW.category, NEW.subcategory, NEW.collection, NEW.vendor,
      taxonomy_names(NEW.category, NEW.subcategory, NEW.collection)),
    -- The description is sanitised HTML: its tags and entities are not words.
    regexp_replace(regexp_replace(NEW.description, '<[^>]*>', ' ', 'g'), '&#?[[:alnum:]]+;', ' ', 'g'));
  -- Words that changed with a name alone (no column products_facet_changed compares did): the
  -- facet index, which holds them, reads the product again.
  IF TG_OP = 'UPDATE' AND NEW.search_terms IS DISTINCT FROM OLD.search_terms THEN
    NEW.facet_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- data
UPDATE "products" SET "category" = "category";
