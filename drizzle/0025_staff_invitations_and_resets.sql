CREATE TABLE "staff_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"email" varchar(255) NOT NULL,
	"role" varchar(50),
	"staff_id" integer,
	"created_by" integer,
	"address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_tokens_purpose" CHECK ("staff_tokens"."purpose" in ('invite', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "user_agent" varchar(255);--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "address" varchar(64);--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_admin_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_tokens_email_idx" ON "staff_tokens" USING btree (lower("email"),"created_at");