ALTER TABLE "applications" ADD COLUMN "released_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "released_at" timestamp with time zone;