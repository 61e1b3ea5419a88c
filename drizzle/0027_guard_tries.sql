CREATE TABLE "auth_tries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"subject" varchar(320) NOT NULL,
	"address" varchar(64) NOT NULL,
	"tried_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_tries_subject_idx" ON "auth_tries" USING btree ("kind","subject","tried_at");--> statement-breakpoint
CREATE INDEX "auth_tries_tried_at_idx" ON "auth_tries" USING btree ("kind","tried_at");