-- The suggestions inbox's sender filter (src/contract/lists/suggestions.ts): the sender's e-mail,
-- newest first within it with the id that breaks ties (the date filter and sort read suggestions_date_idx).
CREATE INDEX "suggestions_email_user_idx" ON "suggestions" USING btree ("email_user","date" DESC NULLS LAST,"id" DESC NULLS LAST);