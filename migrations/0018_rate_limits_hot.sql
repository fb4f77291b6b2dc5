-- Every API call spends from a rate-limit row, moving its `full_again_at`.
-- With an index on that column no such update could be HOT (heap-only):
-- each one also wrote a new entry into both indexes. The periodic purge
-- (`DELETE … WHERE full_again_at < now()`) is the index's only reader and
-- can scan the table instead: it holds one row per recently active subject.
DROP INDEX rate_limits_by_time;
-- Room on each page for the updated row versions, so they stay on it.
ALTER TABLE rate_limits SET (fillfactor = 70);
