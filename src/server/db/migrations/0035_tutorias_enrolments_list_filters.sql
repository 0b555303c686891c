-- The tutorias' enrolment filters (src/contract/lists/enrolments.ts): the UC and the tutor's approval
-- within a programme, and the mentee's mentor (also what removing a user sets to null), each an index.
CREATE INDEX "enrolments_tutoria_uc_idx" ON "enrolments" USING btree ("tutoria_id","uc");--> statement-breakpoint
CREATE INDEX "enrolments_tutoria_approval_idx" ON "enrolments" USING btree ("tutoria_id","type","aprovado");--> statement-breakpoint
CREATE INDEX "enrolments_mentor_idx" ON "enrolments" USING btree ("mentor_id");