-- A version of the word dictionary (search_token), for the copy of it that each profiles-api
-- process keeps in memory (docs/decisions/005-search.md, "2026-11-23: the dictionary in
-- memory"). Every query word is looked up in the dictionary before anything else; from memory
-- that costs microseconds instead of a round trip to PostgreSQL.
--
-- The version goes up in the same transaction as the words, so a process that reads the
-- version and the words in one statement never records a version newer than its words. It goes
-- up only when a statement really added or removed words: most index writes add none.

CREATE TABLE search_token_version (
  id boolean PRIMARY KEY DEFAULT TRUE CHECK (id),
  version bigint NOT NULL
);
INSERT INTO search_token_version (id, version) VALUES (TRUE, 1);

CREATE FUNCTION search_token_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE search_token_version SET version = version + 1;
  ELSIF EXISTS (SELECT FROM changed_tokens) THEN
    UPDATE search_token_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_token_added AFTER INSERT ON search_token
  REFERENCING NEW TABLE AS changed_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION search_token_bump();
CREATE TRIGGER search_token_removed AFTER DELETE ON search_token
  REFERENCING OLD TABLE AS changed_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION search_token_bump();
CREATE TRIGGER search_token_truncated AFTER TRUNCATE ON search_token
  FOR EACH STATEMENT EXECUTE FUNCTION search_token_bump();
