CREATE TABLE "enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutoria_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"academic_year" text NOT NULL,
	"uc" text,
	"aprovado" boolean,
	"mentor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_tutoria_id_tutorias_id_fk" FOREIGN KEY ("tutoria_id") REFERENCES "public"."tutorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_mentor_id_users_id_utilizador_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id_utilizador") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_unique" ON "enrolments" USING btree ("tutoria_id","user_id","academic_year",coalesce("uc", ''));--> statement-breakpoint
CREATE INDEX "enrolments_tutoria_year_idx" ON "enrolments" USING btree ("tutoria_id","academic_year");