CREATE TABLE "abandonment_flags" (
	"unidade_organica" text NOT NULL,
	"user_id" text NOT NULL,
	"descricao" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abandonment_flags_unidade_organica_user_id_pk" PRIMARY KEY("unidade_organica","user_id")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"min_version" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_settings_single_row" CHECK ("app_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"lang" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendars_lang_check" CHECK ("calendars"."lang" in ('pt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"nome_user" text NOT NULL,
	"email_user" text,
	"mensagem" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_arquivado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abandonment_flags" ADD CONSTRAINT "abandonment_flags_unidade_organica_schools_sigla_fk" FOREIGN KEY ("unidade_organica") REFERENCES "public"."schools"("sigla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandonment_flags" ADD CONSTRAINT "abandonment_flags_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_min_version_app_versions_version_fk" FOREIGN KEY ("min_version") REFERENCES "public"."app_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abandonment_flags_user_idx" ON "abandonment_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suggestions_date_idx" ON "suggestions" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestions_user_idx" ON "suggestions" USING btree ("user_id");