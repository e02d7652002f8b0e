-- The mutual funds list reads the NAV history's span and its longest scheme history from app_meta (recorded by
-- each AMFI load since). A history loaded before that record existed is measured here, once, so no GET request
-- measures or writes it. An empty history records nothing (the first load records it); a recorded key is kept.
INSERT INTO "app_meta" ("key", "value")
SELECT k.key, k.value FROM (
  SELECT 'nav_history_from' AS key, to_char(min("nav_date"), 'YYYY-MM-DD') AS value FROM "mutual_fund_nav_history"
  UNION ALL
  SELECT 'nav_history_to', to_char(max("nav_date"), 'YYYY-MM-DD') FROM "mutual_fund_nav_history"
  UNION ALL
  SELECT 'nav_history_longest_days', max(s.days)::text FROM (
    SELECT max("nav_date") - min("nav_date") AS days FROM "mutual_fund_nav_history" GROUP BY "scheme_code"
  ) s
) k
WHERE k.value IS NOT NULL
ON CONFLICT ("key") DO NOTHING;
