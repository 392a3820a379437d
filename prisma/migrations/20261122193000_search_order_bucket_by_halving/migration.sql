-- A row's order bucket (20261122140000_search_order_buckets) without its 17,576 thresholds
-- (docs/decisions/005-search.md, "order buckets by halving"). search_order_thresholds() built
-- them anew wherever it was called: ~30 ms in planning each search that reads a page by order
-- bucket (the planner folds a constant bucket), and ~77 µs a row in each index write. The
-- bucket is the same number: how many of 'aaa' … 'zzz' sort at or before the key, under the
-- key's collation, found by halving the range of threshold numbers (15 comparisons, ~13 µs;
-- planning ~0.2 ms). The thresholds are 'aaa' … 'zzz' in this order under any collation, so
-- halving finds what width_bucket() found; no stored token changes (at 1M: 0 of 989,938 rows
-- differed).
CREATE OR REPLACE FUNCTION search_order_bucket(sort_key text) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  lo integer := 0;      -- thresholds 1 … lo sort at or before the key
  hi integer := 17576;  -- thresholds hi + 1 … sort after it
  mid integer;
BEGIN
  WHILE lo < hi LOOP
    mid := (lo + hi + 1) / 2;
    -- Threshold number mid is the (mid - 1)-th three-letter string: base 26 over 'a' … 'z'.
    IF chr(97 + (mid - 1) / 676) || chr(97 + (mid - 1) / 26 % 26) || chr(97 + (mid - 1) % 26)
       <= sort_key THEN
      lo := mid;
    ELSE
      hi := mid - 1;
    END IF;
  END LOOP;
  RETURN lo;
END $$;

DROP FUNCTION search_order_thresholds();
