CREATE TABLE "session_registrations" (
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer,
	CONSTRAINT "session_registrations_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tutoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutoria_id" uuid NOT NULL,
	"tutor_id" text NOT NULL,
	"uc" text NOT NULL,
	"academic_year" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"location" text NOT NULL,
	"mode" text NOT NULL,
	"duration" integer NOT NULL,
	"validado" boolean DEFAULT false NOT NULL,
	"validado_gc" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_registrations" ADD CONSTRAINT "session_registrations_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_registrations" ADD CONSTRAINT "session_registrations_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutoria_id_tutorias_id_fk" FOREIGN KEY ("tutoria_id") REFERENCES "public"."tutorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutor_id_users_id_utilizador_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_registrations_user_idx" ON "session_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_tutor_idx" ON "tutoring_sessions" USING btree ("tutor_id","uc","academic_year");