CREATE TABLE "peer_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutoria_id" uuid NOT NULL,
	"academic_year" text NOT NULL,
	"mentee_id" text NOT NULL,
	"mentor_id" text NOT NULL,
	"date" text NOT NULL,
	"tipo" text NOT NULL,
	"duracao" integer NOT NULL,
	"introduzido_por" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_mentor_observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutoria_id" uuid NOT NULL,
	"academic_year" text NOT NULL,
	"mentor_id" text NOT NULL,
	"date" text NOT NULL,
	"texto" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_mentor_ratings" (
	"tutoria_id" uuid NOT NULL,
	"academic_year" text NOT NULL,
	"mentor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	CONSTRAINT "peer_mentor_ratings_tutoria_id_academic_year_mentor_id_user_id_pk" PRIMARY KEY("tutoria_id","academic_year","mentor_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "professional_mentees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mentor_id" text NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_mentees_status_check" CHECK ("professional_mentees"."status" in ('APROVADO', 'PENDENTE', 'REJEITADO'))
);
--> statement-breakpoint
CREATE TABLE "professional_mentors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"professional_qualification" text,
	"biography" text DEFAULT '' NOT NULL,
	"linkedin" text,
	"disponibilidade" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_mentors_status_check" CHECK ("professional_mentors"."status" in ('ACEITE', 'PENDENTE', 'RECUSADO'))
);
--> statement-breakpoint
CREATE TABLE "professional_ratings" (
	"mentee_id" text NOT NULL,
	"mentor_id" text NOT NULL,
	"ciclo" integer NOT NULL,
	"avaliacao" integer NOT NULL,
	CONSTRAINT "professional_ratings_mentee_id_mentor_id_ciclo_pk" PRIMARY KEY("mentee_id","mentor_id","ciclo"),
	CONSTRAINT "professional_ratings_range_check" CHECK ("professional_ratings"."avaliacao" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "peer_interactions" ADD CONSTRAINT "peer_interactions_tutoria_id_tutorias_id_fk" FOREIGN KEY ("tutoria_id") REFERENCES "public"."tutorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_interactions" ADD CONSTRAINT "peer_interactions_mentee_id_users_id_utilizador_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_interactions" ADD CONSTRAINT "peer_interactions_mentor_id_users_id_utilizador_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_mentor_observations" ADD CONSTRAINT "peer_mentor_observations_tutoria_id_tutorias_id_fk" FOREIGN KEY ("tutoria_id") REFERENCES "public"."tutorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_mentor_observations" ADD CONSTRAINT "peer_mentor_observations_mentor_id_users_id_utilizador_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_mentor_ratings" ADD CONSTRAINT "peer_mentor_ratings_tutoria_id_tutorias_id_fk" FOREIGN KEY ("tutoria_id") REFERENCES "public"."tutorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_mentor_ratings" ADD CONSTRAINT "peer_mentor_ratings_mentor_id_users_id_utilizador_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_mentor_ratings" ADD CONSTRAINT "peer_mentor_ratings_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_mentees" ADD CONSTRAINT "professional_mentees_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_mentees" ADD CONSTRAINT "professional_mentees_mentor_id_professional_mentors_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."professional_mentors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_mentors" ADD CONSTRAINT "professional_mentors_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_ratings" ADD CONSTRAINT "professional_ratings_mentee_id_users_id_utilizador_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_ratings" ADD CONSTRAINT "professional_ratings_mentor_id_professional_mentors_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."professional_mentors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_interactions_year_idx" ON "peer_interactions" USING btree ("tutoria_id","academic_year");--> statement-breakpoint
CREATE INDEX "peer_interactions_mentee_idx" ON "peer_interactions" USING btree ("mentee_id");--> statement-breakpoint
CREATE INDEX "peer_mentor_observations_mentor_idx" ON "peer_mentor_observations" USING btree ("mentor_id","academic_year");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_mentees_unique" ON "professional_mentees" USING btree ("user_id","mentor_id");--> statement-breakpoint
CREATE INDEX "professional_mentees_mentor_idx" ON "professional_mentees" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "professional_mentors_status_idx" ON "professional_mentors" USING btree ("status");--> statement-breakpoint
CREATE INDEX "professional_ratings_mentor_idx" ON "professional_ratings" USING btree ("mentor_id");