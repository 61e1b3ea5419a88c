-- The summer collection's slug no longer names a year ("summer-25" reads as a past season):
-- its products move to "summer", and so does the tag the seed gave them (shown on the
-- product's page), with the words kept from it. Links, filters and hosted-store tags with the
-- old slug still find the collection (shared/collections.ts).
UPDATE "products"
SET "collection" = CASE WHEN "collection" = 'summer-25' THEN 'summer' ELSE "collection" END,
    "tags" = CASE WHEN 'summer' = ANY ("tags") THEN array_remove("tags", 'summer-25') ELSE array_replace("tags", 'summer-25', 'summer') END,
    "search_text" = regexp_replace("search_text", '(^| )summer-25( |$)', '\1summer\2', 'g')
WHERE "collection" = 'summer-25' OR 'summer-25' = ANY ("tags");
