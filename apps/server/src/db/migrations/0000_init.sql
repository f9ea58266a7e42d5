CREATE TABLE "platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"supported_langs" text[] DEFAULT '{}'::text[] NOT NULL,
	"theme_reference" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_colours_hex" CHECK ("themes"."config"->>'primaryColor' ~ '^#[0-9a-fA-F]{6}$' AND "themes"."config"->>'secondaryColor' ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_slug_key" ON "platforms" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "platforms_domains_idx" ON "platforms" USING gin ("domains");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_platform_reference_key" ON "themes" USING btree ("platform_id","reference");