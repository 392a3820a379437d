-- Search (docs/decisions/005-search.md, "2026-11-22: speed at 1M"): back to the default
-- statistics target for search_profile.tokens. The engine now chooses how to read a page
-- itself (from a sample of the matches), so the planner's estimates matter little, while the
-- 10,000 most common tokens that the 1,000 target kept cost ~1–2 ms of planning per statement.
ALTER TABLE search_profile ALTER COLUMN tokens SET STATISTICS -1;
ANALYZE search_profile;
