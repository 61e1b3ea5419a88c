ALTER TABLE "returns" ADD COLUMN "label_key" varchar(200);--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "label_type" varchar(40);--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "label_added_at" timestamp with time zone;