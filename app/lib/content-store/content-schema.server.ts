/**
 * The content store's schema step: the gallery's projects and the blog's articles as the site serves them
 * at run time (`content_records`, one row per stable key), and the content version (`content_version`, one
 * row) every publish raises so each process sharing the file notices it.
 */
export const CONTENT_TABLES = `
CREATE TABLE content_records (
  -- "project:<id>" or "article:<slug>": stable across starts, seeds and exports.
  key TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('project', 'article')),
  -- Who created it: the repository's seed or the office.
  origin TEXT NOT NULL CHECK (origin IN ('repo', 'office')),
  -- The stored record (JSON, content-record.ts); NULL once a deleted record is purged.
  data TEXT,
  -- Fingerprint of the repository's version last seeded into this row (NULL for office records).
  repo_fingerprint TEXT,
  -- 1 once the office changed or deleted it: the seed leaves it as the office left it.
  office_touched INTEGER NOT NULL DEFAULT 0 CHECK (office_touched IN (0, 1)),
  -- Set when deleted: the row stays as a tombstone (after its purge too), so the seed never brings it back.
  deleted_at TEXT,
  purged_at TEXT,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 0);
`;
