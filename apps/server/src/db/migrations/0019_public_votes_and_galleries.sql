CREATE TABLE "galleries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"layout" text DEFAULT 'grid' NOT NULL,
	"texts" jsonb DEFAULT '{"title":{},"description":{}}'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '{"showName":true,"titleQuestion":null,"imageQuestion":null,"questions":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_entries" (
	"platform_id" uuid NOT NULL,
	"gallery_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_entries_gallery_id_application_id_pk" PRIMARY KEY("gallery_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "public_vote_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_vote_selections" (
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"from_session_id" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_vote_selections_session_id_application_id_pk" PRIMARY KEY("session_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "public_vote_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"texts" jsonb DEFAULT '{"title":{},"description":{}}'::jsonb NOT NULL,
	"entry" jsonb DEFAULT '{"statuses":["submitted"],"categoryIds":[],"tagIds":[],"source":"filter"}'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '{"showName":true,"titleQuestion":null,"imageQuestion":null,"questions":[]}'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '{"votesPerVoter":1,"votesPerCategory":null,"votesPerDay":null,"results":"after_close"}'::jsonb NOT NULL,
	"verification" jsonb DEFAULT '{"mode":"email_code","domains":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_voters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"email" text NOT NULL,
	"via" text NOT NULL,
	"user_id" uuid,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"category_id" uuid,
	"day" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" uuid
);
--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_entries" ADD CONSTRAINT "gallery_entries_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_entries" ADD CONSTRAINT "gallery_entries_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_entries" ADD CONSTRAINT "gallery_entries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_vote_codes" ADD CONSTRAINT "public_vote_codes_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_vote_codes" ADD CONSTRAINT "public_vote_codes_session_id_public_vote_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."public_vote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_vote_selections" ADD CONSTRAINT "public_vote_selections_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_vote_selections" ADD CONSTRAINT "public_vote_selections_session_id_public_vote_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."public_vote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_vote_selections" ADD CONSTRAINT "public_vote_selections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_vote_selections" ADD CONSTRAINT "public_vote_selections_from_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("from_session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_vote_sessions" ADD CONSTRAINT "public_vote_sessions_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_vote_sessions" ADD CONSTRAINT "public_vote_sessions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_voters" ADD CONSTRAINT "public_voters_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_voters" ADD CONSTRAINT "public_voters_session_id_public_vote_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."public_vote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_voters" ADD CONSTRAINT "public_voters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_votes" ADD CONSTRAINT "public_votes_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_votes" ADD CONSTRAINT "public_votes_session_id_public_vote_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."public_vote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_votes" ADD CONSTRAINT "public_votes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_votes" ADD CONSTRAINT "public_votes_voter_id_public_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."public_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_votes" ADD CONSTRAINT "public_votes_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_program_slug_key" ON "galleries" USING btree ("program_id","slug");--> statement-breakpoint
CREATE INDEX "galleries_program_created_idx" ON "galleries" USING btree ("platform_id","program_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gallery_entries_order_idx" ON "gallery_entries" USING btree ("gallery_id","position");--> statement-breakpoint
CREATE INDEX "gallery_entries_application_idx" ON "gallery_entries" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "public_vote_codes_email_idx" ON "public_vote_codes" USING btree ("session_id","email","created_at");--> statement-breakpoint
CREATE INDEX "public_vote_selections_application_idx" ON "public_vote_selections" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_vote_sessions_program_slug_key" ON "public_vote_sessions" USING btree ("program_id","slug");--> statement-breakpoint
CREATE INDEX "public_vote_sessions_program_created_idx" ON "public_vote_sessions" USING btree ("platform_id","program_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_voters_session_email_key" ON "public_voters" USING btree ("session_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "public_votes_one_live_key" ON "public_votes" USING btree ("session_id","voter_id","application_id") WHERE withdrawn_at is null;--> statement-breakpoint
CREATE INDEX "public_votes_voter_idx" ON "public_votes" USING btree ("voter_id","created_at");--> statement-breakpoint
CREATE INDEX "public_votes_session_application_idx" ON "public_votes" USING btree ("session_id","application_id");--> statement-breakpoint
CREATE INDEX "public_votes_session_created_idx" ON "public_votes" USING btree ("session_id","created_at","id");