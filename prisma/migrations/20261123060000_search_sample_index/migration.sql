-- The GIN index of sample bucket 0's rows alone (docs/decisions/005-search.md, "2026-11-23
-- (late)"). Searches ask how many of their matches lie in bucket 0 (1/64 of the rows) before
-- choosing how to read a page and to count: `tokens && '{b:0}'` in the big GIN index means
-- decoding bucket 0's posting list of every 64th row (~15,600 at 1M), 0.5–1.3 ms each time.
-- This index holds bucket 0's rows only (~5 MB at 1M against ~140 MB), so the same question
-- reads a few entries. The statements write the bucket token into their text (not as a
-- parameter) so the planner can match this predicate.
CREATE INDEX search_profile_sample_tokens_idx ON search_profile USING gin (tokens)
  WHERE tokens && '{b:0}'::text[];
