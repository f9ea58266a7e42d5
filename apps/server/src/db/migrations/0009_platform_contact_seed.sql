ALTER TABLE "platforms" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "platforms" ADD COLUMN "postal_address" text;