ALTER TABLE "users" ADD COLUMN "pending_email" "citext";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp with time zone;