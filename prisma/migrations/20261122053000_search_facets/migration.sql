-- Search (docs/search.md): every facet value of a row in one array ('*' for everyone,
-- d: disciplines, f: fields, g: highest degree), so the counts of a search are one pass of
-- unnest() over the matching rows instead of one pass per facet.
ALTER TABLE search_profile ADD COLUMN facets text[] NOT NULL DEFAULT '{}';
UPDATE search_profile s
   SET facets = ARRAY['*']
             || array(SELECT 'd:' || x FROM unnest(s.disciplines) x)
             || array(SELECT 'f:' || x FROM unnest(s.domains) x)
             || CASE WHEN s.highest_degree IS NULL THEN '{}'::text[] ELSE ARRAY['g:' || s.highest_degree] END;
ALTER TABLE search_profile ALTER COLUMN facets DROP DEFAULT;
