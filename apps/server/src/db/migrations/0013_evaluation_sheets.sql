CREATE TABLE "evaluation_sheet_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"values" jsonb NOT NULL,
	"comment" text NOT NULL,
	"total" numeric(7, 2),
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_sheets" (
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"total" numeric(7, 2),
	"version" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_sheets_session_id_application_id_user_id_pk" PRIMARY KEY("session_id","application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "session_assignments" (
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_assignments_session_id_application_id_user_id_pk" PRIMARY KEY("session_id","application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "session_conflicts" (
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"declared_by" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_conflicts_session_id_application_id_user_id_pk" PRIMARY KEY("session_id","application_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_sessions" ADD COLUMN "assignment" jsonb DEFAULT '{"mode":"everyone","perApplication":3,"maxPerJuror":null,"byPanel":false,"byLanguage":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "session_jurors" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_sheet_versions" ADD CONSTRAINT "evaluation_sheet_versions_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sheet_versions" ADD CONSTRAINT "evaluation_sheet_versions_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sheet_versions" ADD CONSTRAINT "evaluation_sheet_versions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sheet_versions" ADD CONSTRAINT "evaluation_sheet_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sheets" ADD CONSTRAINT "evaluation_sheets_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sheets" ADD CONSTRAINT "evaluation_sheets_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sheets" ADD CONSTRAINT "evaluation_sheets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sheets" ADD CONSTRAINT "evaluation_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_assignments" ADD CONSTRAINT "session_assignments_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_assignments" ADD CONSTRAINT "session_assignments_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_assignments" ADD CONSTRAINT "session_assignments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_assignments" ADD CONSTRAINT "session_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_conflicts" ADD CONSTRAINT "session_conflicts_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_conflicts" ADD CONSTRAINT "session_conflicts_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_conflicts" ADD CONSTRAINT "session_conflicts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_conflicts" ADD CONSTRAINT "session_conflicts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_conflicts" ADD CONSTRAINT "session_conflicts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_sheet_versions_key" ON "evaluation_sheet_versions" USING btree ("session_id","application_id","user_id","version");--> statement-breakpoint
CREATE INDEX "evaluation_sheet_versions_application_idx" ON "evaluation_sheet_versions" USING btree ("session_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluation_sheets_juror_idx" ON "evaluation_sheets" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "session_assignments_juror_idx" ON "session_assignments" USING btree ("session_id","user_id");