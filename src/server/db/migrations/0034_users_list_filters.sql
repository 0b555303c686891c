-- The users list's declared filters and sorts (src/contract/lists/users.ts; issue 32). 'role_efetivo':
-- the role as the app reads it (normaliseRole: DEFAULT for none or an unknown one), kept by the
-- database so that the filter 'Role: DEFAULT' is one index condition like any other role.
-- Each filter's index holds the name order and the id after its column (ascending, like
-- users_name_order_idx of migration 0024, which the declared name sort reads both ways too): a
-- filtered page in the list's order, either way, reads its index in order and stops at the page,
-- with no Sort even for 'Role: DEFAULT' (nearly every user), and the count reads the index alone.
-- They replace the single-column indexes of the school and the course (their leading column serves
-- the foreign keys' lookups as before). The e-mail sort's key, folded like every text sort, with the id.
-- No index for a sort by role: the role's index orders by name within a role, and one more index
-- on 200,000 users for that order is not worth it; the list does not offer it.
DROP INDEX "users_unidade_organica_idx";--> statement-breakpoint
DROP INDEX "users_curso_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_efetivo" text GENERATED ALWAYS AS (case when upper(trim(role)) in ('ADMIN', 'DEV', 'CCURSO', 'DIRECAO', 'PRESIDENCIA', 'GCI', 'RH', 'TUTORIAS_ADMIN', 'TUTORIAS', 'DEFAULT') then upper(trim(role)) else 'DEFAULT' end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role_efetivo","nome_ordem","id_utilizador");--> statement-breakpoint
CREATE INDEX "users_school_name_idx" ON "users" USING btree ("unidade_organica","nome_ordem","id_utilizador");--> statement-breakpoint
CREATE INDEX "users_course_name_idx" ON "users" USING btree ("curso","nome_ordem","id_utilizador");--> statement-breakpoint
CREATE INDEX "users_email_order_idx" ON "users" USING btree (lower(f_unaccent("email")) collate "C","id_utilizador");