/**
 * The media capability's schema step: photos uploaded at run time (`media`, declared in
 * media-record.ts), and what refers to them (`media_refs`): a record, a draft, a kept version, a
 * deleted record until its 30 days are over. A photo nothing refers to is removed by the daily sweep
 * once its grace period (a pending upload's time to be attached) is over.
 */
export const MEDIA_TABLES = `
CREATE TABLE media (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ready', 'failed')),
  public INTEGER NOT NULL DEFAULT 1 CHECK (public IN (0, 1)),
  type TEXT NOT NULL CHECK (type IN ('jpeg', 'png', 'webp')),
  upload_bytes INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  uploaded_by INTEGER REFERENCES office_users(id) ON DELETE SET NULL,
  variants TEXT,
  encoded_bytes INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  leased_until INTEGER,
  ready_at TEXT
);
CREATE INDEX media_pending ON media (state) WHERE state = 'pending';
CREATE TABLE media_refs (
  media_id INTEGER NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  -- Who refers to it: "project:12", "draft:12", "version:12/3" (the publishing step names its own).
  holder TEXT NOT NULL,
  -- Kept until this time (ISO), e.g. a deleted record's 30 days; NULL: for as long as the reference exists.
  until TEXT,
  PRIMARY KEY (media_id, holder)
) WITHOUT ROWID;
CREATE INDEX media_refs_holder ON media_refs (holder);
`;
