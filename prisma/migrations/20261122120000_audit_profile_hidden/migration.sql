-- Hiding a profile is one act with one audit name, whichever route did it: users-api's
-- PUT v1.0/user/{id}/hideProfile and profiles-api's POST makeInvisible both write
-- PROFILE_HIDDEN (details.via says which). Entries written before under the second name are
-- renamed, so a filter on the action finds them all.
UPDATE audit_log
   SET action = 'PROFILE_HIDDEN',
       details = coalesce(details, '{}'::jsonb) || '{"via": "makeInvisible"}'::jsonb
 WHERE action = 'PROFILE_MADE_INVISIBLE';
