-- The expert finder resolves the applicants of a call by name (decision 022), folded with
-- ln_fold, either order: one indexed look-up for all of them (issue 41 #3) instead of a scan of
-- every profile per applicant. The reversed order is looked up as the rotations of the name's
-- words, so one index serves both. Prisma cannot express an index on an expression: it is
-- hand-written (packages/db/src/catalog-snapshot.ts).
CREATE INDEX profile_name_fold_idx ON profile (ln_fold(first_name || ' ' || surname));

-- A body entered on the portal has no registry markup; earlier versions stored its name as
-- name_html, which the public read no longer uses (issue 41 #7, decision 035).
UPDATE gremium SET name_html = NULL WHERE source = 'USER';
