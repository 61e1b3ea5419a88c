-- An uploaded photo's bytes may live in the media store (a directory or a bucket) instead of the row.
ALTER TABLE "media" ALTER COLUMN "body" DROP NOT NULL;
