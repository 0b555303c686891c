CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"school" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" integer PRIMARY KEY NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "schools_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id_utilizador" text PRIMARY KEY NOT NULL,
	"num_utilizador" text,
	"nome" text,
	"email" text,
	"role" text,
	"role_extra" jsonb,
	"fotografia" text,
	"unidade_organica" text,
	"curso" text,
	"tipo" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_schools_sigla_fk" FOREIGN KEY ("school") REFERENCES "public"."schools"("sigla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unidade_organica_schools_sigla_fk" FOREIGN KEY ("unidade_organica") REFERENCES "public"."schools"("sigla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_curso_courses_id_fk" FOREIGN KEY ("curso") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_school_idx" ON "courses" USING btree ("school");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_unidade_organica_idx" ON "users" USING btree ("unidade_organica");--> statement-breakpoint
CREATE INDEX "users_curso_idx" ON "users" USING btree ("curso");