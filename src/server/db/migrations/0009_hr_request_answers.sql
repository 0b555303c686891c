CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "hr_requests_type_idx";--> statement-breakpoint
ALTER TABLE "hr_requests" ADD COLUMN "anexo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "hr_requests" ADD COLUMN "anexo_nome" text;--> statement-breakpoint
ALTER TABLE "hr_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hr_requests" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "hr_requests" ADD CONSTRAINT "hr_requests_anexo_file_id_files_id_fk" FOREIGN KEY ("anexo_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_requests" ADD CONSTRAINT "hr_requests_answered_by_users_id_utilizador_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id_utilizador") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hr_requests_open_idx" ON "hr_requests" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "hr_requests"."anexo_file_id" IS NULL;--> statement-breakpoint
CREATE INDEX "hr_requests_type_idx" ON "hr_requests" USING btree ("type_id","date" DESC NULLS LAST);