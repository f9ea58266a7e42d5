ALTER TABLE "platform_memberships" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "platform_memberships" ADD COLUMN "invited_firstname" text;--> statement-breakpoint
ALTER TABLE "platform_memberships" ADD COLUMN "invited_lastname" text;--> statement-breakpoint
ALTER TABLE "platform_memberships" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_memberships" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "platform_memberships" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Memberships made before joining was explicit count as joined when they began.
UPDATE "platform_memberships" SET "joined_at" = "created_at";