CREATE TABLE "hr_request_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"user_id" text,
	"corpo" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutoria_managers" (
	"tutoria_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	CONSTRAINT "tutoria_managers_tutoria_id_user_id_scope_pk" PRIMARY KEY("tutoria_id","user_id","scope")
);
--> statement-breakpoint
CREATE TABLE "tutorias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "tutorias_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"description" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hr_requests" ADD CONSTRAINT "hr_requests_type_id_hr_request_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."hr_request_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_requests" ADD CONSTRAINT "hr_requests_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoria_managers" ADD CONSTRAINT "tutoria_managers_tutoria_id_tutorias_id_fk" FOREIGN KEY ("tutoria_id") REFERENCES "public"."tutorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoria_managers" ADD CONSTRAINT "tutoria_managers_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hr_request_types_name_unique" ON "hr_request_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "hr_requests_type_idx" ON "hr_requests" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "hr_requests_date_idx" ON "hr_requests" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tutoria_managers_user_idx" ON "tutoria_managers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webinars_topic_unique" ON "webinars" USING btree (lower("topic"));--> statement-breakpoint
CREATE INDEX "webinars_date_idx" ON "webinars" USING btree ("date","id");