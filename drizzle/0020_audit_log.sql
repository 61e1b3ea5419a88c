CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(64) NOT NULL,
	"actor_id" integer,
	"actor_username" varchar(100),
	"actor_email" varchar(255),
	"actor_role" varchar(50),
	"address" varchar(64),
	"subject_type" varchar(32),
	"subject_id" varchar(64),
	"subject_label" varchar(300),
	"before" json,
	"after" json
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("kind","at","id");--> statement-breakpoint
-- hand-written:
-- The activity log is append-only: an UPDATE, DELETE or TRUNCATE fails, whoever sends it (the
-- store, a script, a person at psql). Only the table's owner could take the trigger away, which
-- is itself a schema change. drizzle-kit cannot express triggers, hence hand-written.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The activity log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
