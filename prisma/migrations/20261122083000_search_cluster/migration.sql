-- Search at a million profiles (docs/decisions/005-search.md, "2026-11-22: speed at 1M"):
-- search_profile laid out in surname order. The matches of a surname or a surname prefix then
-- sit on neighbouring pages, so counting them and sorting them reads a few dozen pages instead
-- of one page per match. Rows written later go wherever there is room, which is still
-- correct, only slower to read; `CLUSTER search_profile` restores the order (it locks the
-- table while it runs: a couple of minutes at a million rows).
CLUSTER search_profile USING search_profile_sort_surname_idx;
ANALYZE search_profile;
