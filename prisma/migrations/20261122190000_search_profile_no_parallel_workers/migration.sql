-- Searches read search_profile without parallel workers (decision 005, "no parallel workers").
-- A search's statements are short and gated: a part that a one-time filter skips still
-- launched its planned workers, ~8 ms for nothing on a 2-core machine, and parallel counting
-- of broad queries measured slower at p95 than one process (1M profiles: broad specialty
-- 65.9 → 36.8 ms, page near the cap 76.4 → 54.9 ms). Many readers at once are the service's
-- parallelism. A storage parameter only: nothing is rewritten.
ALTER TABLE search_profile SET (parallel_workers = 0);
