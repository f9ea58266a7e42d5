CREATE TABLE "evaluation_jury_notes" (
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_jury_notes_session_id_application_id_user_id_pk" PRIMARY KEY("session_id","application_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_jury_notes" ADD CONSTRAINT "evaluation_jury_notes_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_jury_notes" ADD CONSTRAINT "evaluation_jury_notes_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_jury_notes" ADD CONSTRAINT "evaluation_jury_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_jury_notes" ADD CONSTRAINT "evaluation_jury_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_jury_notes_application_idx" ON "evaluation_jury_notes" USING btree ("application_id");