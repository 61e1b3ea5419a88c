CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin ("search_terms");--> statement-breakpoint
-- hand-written:
-- Search matches words, not substrings: each product's words, singular, with the best place
-- each appears (3: name or type; 2: colors, materials, category, subcategory, collection,
-- tags, vendor; 1: description), in products.search_terms as 'place:word', e.g. '3:dress'.
-- A query word matches a product when the product has it in any place; a product ranks by the
-- worst place among the query's words. Computed here, in one place, for every writer.

-- A word's singular, the same for the catalogue's words and the shopper's: dresses -> dress,
-- boxes -> box, jeans -> jean, hoodies -> hoodie; words of 3 letters or fewer stay as they are.
CREATE FUNCTION "search_stem"(word text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN length(word) <= 3 THEN word
    WHEN word ~ '(ss|x|ch|sh|zz)es$' THEN left(word, -2)
    WHEN word ~ 's$' AND word !~ '(ss|us|is)$' THEN left(word, -1)
    ELSE word
  END
$$;--> statement-breakpoint
-- The words of a text, lowercased and singular; single letters are left out.
CREATE FUNCTION "search_words"(source text) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT search_stem(w) FROM regexp_split_to_table(lower(source), '[^[:alnum:]]+') AS w WHERE length(w) >= 2
$$;--> statement-breakpoint
CREATE FUNCTION "search_terms_for"(title text, labels text, description text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(best.place || ':' || best.word ORDER BY best.word), '{}'::text[])
  FROM (
    SELECT w.word, max(s.place) AS place
    FROM (VALUES (3, title), (2, labels), (1, description)) AS s(place, source)
    CROSS JOIN LATERAL search_words(s.source) AS w(word)
    GROUP BY w.word
  ) AS best
$$;--> statement-breakpoint
CREATE FUNCTION "products_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_terms := search_terms_for(
    concat_ws(' ', NEW.name, NEW.product_type),
    concat_ws(' ', array_to_string(NEW.colors, ' '), array_to_string(NEW.materials, ' '), array_to_string(NEW.tags, ' '),
      NEW.category, NEW.subcategory, NEW.collection, NEW.vendor),
    -- The description is sanitised HTML: its tags and entities are not words.
    regexp_replace(regexp_replace(NEW.description, '<[^>]*>', ' ', 'g'), '&#?[[:alnum:]]+;', ' ', 'g'));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms" BEFORE INSERT OR UPDATE OF name, product_type, colors, materials, tags, category, subcategory, collection, vendor, description
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_terms();--> statement-breakpoint
-- New words join the vocabulary, in word order so two writers adding the same words never
-- wait on each other in a circle. An update that leaves a product's words alone adds nothing.
CREATE FUNCTION "search_vocabulary_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_vocabulary (word)
    SELECT DISTINCT substr(t.term, 3) FROM new_rows AS n CROSS JOIN LATERAL unnest(n.search_terms) AS t(term)
    WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary AS v WHERE v.word = substr(t.term, 3))
    ORDER BY 1
    ON CONFLICT (word) DO NOTHING;
  ELSE
    INSERT INTO search_vocabulary (word)
    SELECT DISTINCT substr(t.term, 3) FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id CROSS JOIN LATERAL unnest(n.search_terms) AS t(term)
    WHERE n.search_terms IS DISTINCT FROM o.search_terms AND NOT EXISTS (SELECT 1 FROM search_vocabulary AS v WHERE v.word = substr(t.term, 3))
    ORDER BY 1
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
-- Edits (insertions, deletions, substitutions, swaps of neighbours) from one word to another.
CREATE FUNCTION "search_edit_distance"(a text, b text) RETURNS integer LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  w integer := lb + 1;
  d integer[];
  cost integer;
BEGIN
  IF la = 0 OR lb = 0 THEN RETURN greatest(la, lb); END IF;
  d := array_fill(0, ARRAY[(la + 1) * w]);
  -- Cell (i, j) at i * w + j + 1.
  FOR i IN 0..la LOOP d[i * w + 1] := i; END LOOP;
  FOR j IN 0..lb LOOP d[j + 1] := j; END LOOP;
  FOR i IN 1..la LOOP
    FOR j IN 1..lb LOOP
      cost := CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END;
      d[i * w + j + 1] := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1, d[(i - 1) * w + j] + cost);
      IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1) AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
        d[i * w + j + 1] := least(d[i * w + j + 1], d[(i - 2) * w + j - 1] + 1);
      END IF;
    END LOOP;
  END LOOP;
  RETURN d[la * w + lb + 1];
END
$$;--> statement-breakpoint
-- The catalogue words a typed word stands for, best first: its singular when the catalogue
-- uses it; otherwise the catalogue words nearest in spelling (all those at the fewest edits),
-- within the edits its length allows (none below 4 letters, 1 below 7, 2 from 7; `extra` more
-- for "did you mean"); with `prefix` (the word is still being typed), also up to 8 words
-- beginning with it. Empty when nothing fits. Remembered for the rest of the transaction
-- (a statement, outside one), since a query names the same word in several conditions.
CREATE FUNCTION "search_alternatives"(typed text, extra integer, prefix boolean) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  lowered text := lower(typed);
  stem text := search_stem(lower(typed));
  allowed integer := CASE WHEN length(stem) < 4 THEN 0 WHEN length(stem) < 7 THEN 1 ELSE 2 END + extra;
  memo text := 'tj_search.w' || md5(typed || '|' || extra || '|' || prefix);
  known text := current_setting(memo, true);
  found text[];
  started text[] := '{}';
BEGIN
  IF known IS NOT NULL AND known <> '' THEN RETURN known::text[]; END IF;
  IF EXISTS (SELECT 1 FROM search_vocabulary WHERE word = stem) THEN
    found := ARRAY[stem];
  ELSIF allowed > 0 THEN
    SELECT coalesce(array_agg(c.word ORDER BY c.rank), '{}') INTO found FROM (
      SELECT n.word, n.rank, n.edits, min(n.edits) OVER () AS fewest
      FROM (
        SELECT v.word, row_number() OVER (ORDER BY v.word <-> stem, v.word) AS rank, search_edit_distance(stem, v.word) AS edits
        FROM (SELECT word FROM search_vocabulary ORDER BY word <-> stem, word LIMIT 20) AS v
        WHERE abs(length(v.word) - length(stem)) <= allowed
      ) AS n
    ) AS c WHERE c.edits = c.fewest AND c.edits <= allowed;
  ELSE
    found := '{}';
  END IF;
  IF prefix THEN
    SELECT coalesce(array_agg(p.word ORDER BY length(p.word), p.word), '{}') INTO started FROM (
      SELECT word FROM search_vocabulary
      WHERE word LIKE replace(replace(replace(lowered, '\', '\\'), '%', '\%'), '_', '\_') || '%' AND word <> ALL (found)
      ORDER BY length(word), word LIMIT 8
    ) AS p;
  END IF;
  found := found || started;
  PERFORM set_config(memo, found::text, true);
  RETURN found;
END
$$;--> statement-breakpoint
-- The terms (as search_terms holds them) for the words a typed word stands for, in places
-- `lowest` to `highest`. Declared IMMUTABLE although it reads the vocabulary, so that the
-- planner computes it while planning and sees the terms themselves: with their frequencies it
-- chooses between reading the GIN index (rare words) and walking the featured order until a
-- page is full (common words). The store never keeps plans (each statement is planned with its
-- values), and within one statement the vocabulary's answer is the same either way.
CREATE FUNCTION "search_places"(typed text, lowest integer, highest integer, extra integer, prefix boolean) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(p.place || ':' || a.word), '{}')
  FROM unnest(search_alternatives(typed, extra, prefix)) AS a(word), generate_series(lowest, highest) AS p(place)
$$;--> statement-breakpoint
-- The products already there, and their words.
UPDATE "products" SET "name" = "name";
