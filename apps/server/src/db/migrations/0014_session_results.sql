CREATE TABLE "session_juror_stats" (
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sheets" integer NOT NULL,
	"mean" numeric(9, 4) NOT NULL,
	"stdev" numeric(9, 4) NOT NULL,
	CONSTRAINT "session_juror_stats_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "session_results" (
	"platform_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"sheets" integer NOT NULL,
	"mean" numeric(7, 2),
	"median" numeric(7, 2),
	"trimmed" numeric(7, 2),
	"spread" numeric(7, 2),
	"low" numeric(7, 2),
	"high" numeric(7, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_results_session_id_application_id_pk" PRIMARY KEY("session_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "session_juror_stats" ADD CONSTRAINT "session_juror_stats_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_juror_stats" ADD CONSTRAINT "session_juror_stats_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_juror_stats" ADD CONSTRAINT "session_juror_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_results" ADD CONSTRAINT "session_results_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_results" ADD CONSTRAINT "session_results_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_results" ADD CONSTRAINT "session_results_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_results_mean_idx" ON "session_results" USING btree ("session_id","mean","application_id");