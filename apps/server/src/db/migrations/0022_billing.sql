CREATE TABLE "billing_accounts" (
	"platform_id" uuid PRIMARY KEY NOT NULL,
	"info" jsonb,
	"credit_card" jsonb,
	"customer_ref" text,
	"payment_method_ref" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"invoice" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"billed_to" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_number_key" UNIQUE("number"),
	CONSTRAINT "billing_invoices_provider_ref_key" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"badge_kind" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nb_min_seats" integer DEFAULT 1 NOT NULL,
	"storage_gb" integer DEFAULT 0 NOT NULL,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"platform_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"plan_id" text NOT NULL,
	"previous_plan_id" text,
	"price_id" text,
	"recurring_interval" text,
	"nb_seats" integer DEFAULT 0 NOT NULL,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promo_code_id" uuid,
	"provider" text DEFAULT 'manual' NOT NULL,
	"customer_ref" text,
	"subscription_ref" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"grace_ends_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_platform_idx" ON "billing_invoices" USING btree ("platform_id","created_at");