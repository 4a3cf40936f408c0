/**
 * The reviews' schema step (appended to MIGRATIONS): one row per review (`reviews`). A review's history
 * (each state it was published, withheld or restored in, its reply and translation) is kept as versions
 * in the content store's `content_versions` under the key `review:<id>`, and its changes in the audit log.
 */
export const REVIEW_TABLES = `
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  -- 'seeded': one of the repository's cards (seed_key names it); 'site': a customer's, through the site.
  source TEXT NOT NULL CHECK (source IN ('seeded', 'site')),
  seed_key TEXT UNIQUE,
  -- Fingerprint of the repository's version last seeded (NULL for site reviews).
  repo_fingerprint TEXT,
  -- 1 once the office changed it: the seed leaves it as the office left it.
  office_touched INTEGER NOT NULL DEFAULT 0 CHECK (office_touched IN (0, 1)),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  -- The language it was written in.
  lang TEXT NOT NULL CHECK (lang IN ('en', 'es')),
  -- The customer's words, never edited (redactions are marked apart).
  text TEXT NOT NULL,
  -- First name and last initial ("Dana K."), and the city.
  display_name TEXT NOT NULL,
  city TEXT NOT NULL,
  service TEXT,
  consent INTEGER NOT NULL CHECK (consent IN (0, 1)),
  -- The review's photo: a private media row (its ref's holder is review:<id>).
  photo_media_id INTEGER,
  state TEXT NOT NULL CHECK (state IN ('received', 'published', 'withheld')),
  withheld_reason TEXT CHECK (withheld_reason IN ('private', 'abusive', 'discriminatory', 'false', 'unrelated', 'fake')),
  -- Who withheld it (an office user).
  withheld_by INTEGER,
  received_at TEXT NOT NULL,
  published_at TEXT,
  -- The owner's public reply (JSON {text, at}) and the office's translation (JSON {lang, text, service?, city?}).
  reply TEXT,
  translation TEXT,
  -- Marked parts of the text to hide (JSON [{start, end}]).
  redactions TEXT NOT NULL DEFAULT '[]',
  -- The lead or booking it came from (NULL for a seeded review).
  lead_id INTEGER,
  booking_id INTEGER,
  featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  -- Raised by every change: what an office action is based on.
  revision INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL,
  CHECK ((state = 'withheld') = (withheld_reason IS NOT NULL)),
  CHECK (source = 'site' OR (lead_id IS NULL AND booking_id IS NULL)),
  CHECK (source = 'seeded' OR ((lead_id IS NULL) <> (booking_id IS NULL)))
);
CREATE INDEX reviews_due ON reviews (state, received_at);
`;

/**
 * Letters join the reviews (appended to MIGRATIONS after REVIEW_TABLES): `kind` ('card' or 'letter'), a
 * letter's parts (JSON {date, role, salutation, closing}) and a rating only for cards. SQLite cannot
 * change a column's constraint in place, so the table is rebuilt and its rows copied as cards.
 */
export const REVIEW_LETTERS = `
CREATE TABLE reviews_with_letters (
  id INTEGER PRIMARY KEY,
  -- 'card': stars and a few lines; 'letter': a customer's signed letter (seeded), no stars, never counted.
  kind TEXT NOT NULL DEFAULT 'card' CHECK (kind IN ('card', 'letter')),
  source TEXT NOT NULL CHECK (source IN ('seeded', 'site')),
  seed_key TEXT UNIQUE,
  repo_fingerprint TEXT,
  office_touched INTEGER NOT NULL DEFAULT 0 CHECK (office_touched IN (0, 1)),
  -- A card's stars (NULL for a letter).
  rating INTEGER CHECK (rating BETWEEN 1 AND 5),
  -- A letter's parts beyond its words (JSON {date, role, salutation, closing}; NULL for a card).
  letter TEXT,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'es')),
  -- The customer's words, never edited (a letter's paragraphs a blank line apart).
  text TEXT NOT NULL,
  display_name TEXT NOT NULL,
  city TEXT NOT NULL,
  service TEXT,
  consent INTEGER NOT NULL CHECK (consent IN (0, 1)),
  photo_media_id INTEGER,
  state TEXT NOT NULL CHECK (state IN ('received', 'published', 'withheld')),
  withheld_reason TEXT CHECK (withheld_reason IN ('private', 'abusive', 'discriminatory', 'false', 'unrelated', 'fake')),
  withheld_by INTEGER,
  received_at TEXT NOT NULL,
  published_at TEXT,
  reply TEXT,
  translation TEXT,
  redactions TEXT NOT NULL DEFAULT '[]',
  lead_id INTEGER,
  booking_id INTEGER,
  featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  revision INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL,
  CHECK ((state = 'withheld') = (withheld_reason IS NOT NULL)),
  CHECK (source = 'site' OR (lead_id IS NULL AND booking_id IS NULL)),
  CHECK (source = 'seeded' OR ((lead_id IS NULL) <> (booking_id IS NULL))),
  CHECK ((kind = 'card') = (rating IS NOT NULL)),
  CHECK ((kind = 'letter') = (letter IS NOT NULL)),
  CHECK (kind = 'card' OR source = 'seeded')
);
INSERT INTO reviews_with_letters (id, kind, source, seed_key, repo_fingerprint, office_touched, rating, lang,
  text, display_name, city, service, consent, photo_media_id, state, withheld_reason, withheld_by,
  received_at, published_at, reply, translation, redactions, lead_id, booking_id, featured, revision, updated_at)
SELECT id, 'card', source, seed_key, repo_fingerprint, office_touched, rating, lang,
  text, display_name, city, service, consent, photo_media_id, state, withheld_reason, withheld_by,
  received_at, published_at, reply, translation, redactions, lead_id, booking_id, featured, revision, updated_at
FROM reviews;
DROP TABLE reviews;
ALTER TABLE reviews_with_letters RENAME TO reviews;
CREATE INDEX reviews_due ON reviews (state, received_at);
`;
