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

/**
 * Publishing: each record's published version (`data`, now NULL also for a draft never published), its
 * draft, its state (`status`), its optimistic revision and who made it, when it was featured; every
 * published version (`content_versions`); every address an article was published at (`content_slugs`),
 * so an old slug answers 301 and a deleted article 410. Records already stored count as published by the
 * repository.
 */
export const CONTENT_PUBLISHING = `
-- 'draft': never published (data NULL); 'published': data is live; 'unpublished': data kept, hidden.
ALTER TABLE content_records ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'unpublished'));
-- The office's draft (JSON, content-record.ts); NULL when there is none.
ALTER TABLE content_records ADD COLUMN draft TEXT;
-- Raised by every change (seed, draft, publish, unpublish, delete …): what an editor's save is based on.
ALTER TABLE content_records ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
-- The office user whose change made the revision; NULL for the repository's seed.
ALTER TABLE content_records ADD COLUMN revised_by INTEGER;
-- A featured project: when it became featured (the oldest gives its place to a newly featured one).
ALTER TABLE content_records ADD COLUMN featured_at TEXT;
-- Scheduled publishing: when (UTC) the draft is published, and by whom.
ALTER TABLE content_records ADD COLUMN publish_at TEXT;
ALTER TABLE content_records ADD COLUMN scheduled_by INTEGER;
CREATE TABLE content_versions (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  -- The record's revision this version was published at.
  revision INTEGER NOT NULL,
  -- The published record (JSON).
  data TEXT NOT NULL,
  -- The office user who published it; NULL for the repository's seed.
  by_user INTEGER,
  at TEXT NOT NULL,
  -- The field paths that changed from the version before (JSON array).
  changed TEXT NOT NULL
);
CREATE INDEX content_versions_by_key ON content_versions (key, id);
CREATE TABLE content_slugs (
  lang TEXT NOT NULL CHECK (lang IN ('en', 'es')),
  slug TEXT NOT NULL,
  -- The article that was published at this address (its key).
  key TEXT NOT NULL,
  PRIMARY KEY (lang, slug)
) WITHOUT ROWID;
INSERT INTO content_versions (key, revision, data, by_user, at, changed)
  SELECT key, 1, data, NULL, updated_at, '[]' FROM content_records WHERE data IS NOT NULL;
UPDATE content_records SET featured_at = updated_at
  WHERE kind = 'project' AND data IS NOT NULL AND json_extract(data, '$.featured') = 1;
INSERT OR IGNORE INTO content_slugs (lang, slug, key)
  SELECT 'en', json_extract(data, '$.slug'), key FROM content_records WHERE kind = 'article' AND data IS NOT NULL;
INSERT OR IGNORE INTO content_slugs (lang, slug, key)
  SELECT 'es', json_extract(data, '$.es.slug'), key FROM content_records
  WHERE kind = 'article' AND data IS NOT NULL AND json_extract(data, '$.es.slug') IS NOT NULL;
`;

/**
 * Scheduled publishing: why the last scheduled publish was refused when its time came (JSON: when it was
 * due and the problems, or the render error), so the office shows it; NULL once scheduled again or published.
 */
export const CONTENT_SCHEDULE_REFUSED = `
ALTER TABLE content_records ADD COLUMN schedule_refused TEXT;
`;
