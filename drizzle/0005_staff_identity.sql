-- Staff sessions say whose they are: user_sessions becomes staff_sessions and its user_id
-- staff_id. Renamed in place (with its sequence, keys and index), so signed-in staff stay
-- signed in.
ALTER TABLE "user_sessions" RENAME TO "staff_sessions";--> statement-breakpoint
ALTER TABLE "staff_sessions" RENAME COLUMN "user_id" TO "staff_id";--> statement-breakpoint
ALTER SEQUENCE "user_sessions_id_seq" RENAME TO "staff_sessions_id_seq";--> statement-breakpoint
ALTER TABLE "staff_sessions" RENAME CONSTRAINT "user_sessions_pkey" TO "staff_sessions_pkey";--> statement-breakpoint
ALTER TABLE "staff_sessions" RENAME CONSTRAINT "user_sessions_session_id_unique" TO "staff_sessions_session_id_unique";--> statement-breakpoint
ALTER TABLE "staff_sessions" RENAME CONSTRAINT "user_sessions_user_id_admin_users_id_fk" TO "staff_sessions_staff_id_admin_users_id_fk";--> statement-breakpoint
ALTER INDEX "user_sessions_user_idx" RENAME TO "staff_sessions_staff_idx";--> statement-breakpoint
-- Shopper tables that nothing ever wrote: shoppers check out as guests, and their carts
-- live in the browser.
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "user_id";--> statement-breakpoint
DROP TABLE "cart_items";--> statement-breakpoint
DROP TABLE "users";--> statement-breakpoint
-- The staff sign-in throttle (staff-auth/throttle.ts).
CREATE TABLE "staff_sign_in_addresses" (
	"username" varchar(100) NOT NULL,
	"address" varchar(64) NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sign_in_addresses_username_address_pk" PRIMARY KEY("username","address")
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sign_in_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(100) NOT NULL,
	"address" varchar(64) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_username_idx" ON "staff_sign_in_failures" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_address_idx" ON "staff_sign_in_failures" USING btree ("username","address","failed_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_failed_at_idx" ON "staff_sign_in_failures" USING btree ("failed_at");
