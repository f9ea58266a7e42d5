CREATE TABLE "session_selections" (
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"from_session_id" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_selections_session_id_application_id_pk" PRIMARY KEY("session_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "session_selections" ADD CONSTRAINT "session_selections_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_selections" ADD CONSTRAINT "session_selections_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_selections" ADD CONSTRAINT "session_selections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_selections" ADD CONSTRAINT "session_selections_from_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("from_session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_selections_application_idx" ON "session_selections" USING btree ("application_id");