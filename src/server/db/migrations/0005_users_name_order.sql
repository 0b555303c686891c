-- The users list is ordered by name ignoring case and accents, then id (repositories/users.ts);
-- this index serves that order so a page reads 25 index entries instead of sorting every user.
CREATE INDEX IF NOT EXISTS "users_name_order_idx" ON "users" ((f_unaccent(lower("nome")) COLLATE "C") NULLS LAST, "id_utilizador");
