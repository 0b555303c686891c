CREATE TABLE "job_fairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"ano_letivo" text NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"pdf" text,
	"pdf_file" uuid,
	"inscricoes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_fairs" ADD CONSTRAINT "job_fairs_pdf_file_files_id_fk" FOREIGN KEY ("pdf_file") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_fairs_name_year_unique" ON "job_fairs" USING btree (lower("nome"),"ano_letivo");--> statement-breakpoint
CREATE INDEX "job_fairs_year_idx" ON "job_fairs" USING btree ("ano_letivo");