-- The users list's order (name ignoring case and accents, byte order, no name last; then id) as a
-- stored column with its own index: ordering by the expression made PostgreSQL compute unaccent
-- for every row it stepped over, even when reading the expression index (repositories/users.ts).
ALTER TABLE "users" ADD COLUMN "nome_ordem" text COLLATE "C" GENERATED ALWAYS AS (f_unaccent(lower(nome))) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_order_idx";
--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" ("nome_ordem" NULLS LAST, "id_utilizador");
