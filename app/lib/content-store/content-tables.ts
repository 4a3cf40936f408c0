/**
 * The content store's tables, declared column by column (record.ts, decision 023), so a test compares
 * them with what the schema steps leave (PRAGMA table_info) and the store's row types come from them.
 */
import { z } from "zod";
import { column } from "../site/record";

const text = z.string();
const maybeText = z.string().nullable();

export const CONTENT_RECORD_COLUMNS = {
  key: column("store", text),
  kind: column("store", z.enum(["project", "article"])),
  origin: column("store", z.enum(["repo", "office"])),
  data: column("store", maybeText),
  repo_fingerprint: column("store", maybeText),
  office_touched: column("store", z.int(), { default: 0 }),
  deleted_at: column("store", maybeText),
  purged_at: column("store", maybeText),
  updated_at: column("store", text),
  status: column("store", z.enum(["draft", "published", "unpublished"]), { default: "published" }),
  draft: column("store", maybeText),
  revision: column("store", z.int(), { default: 1 }),
  revised_by: column("store", z.int().nullable()),
  featured_at: column("store", maybeText),
  publish_at: column("store", maybeText),
  scheduled_by: column("store", z.int().nullable()),
  schedule_refused: column("store", maybeText),
};

export const CONTENT_VERSION_COLUMNS = {
  id: column("store", z.int()),
  key: column("store", text),
  revision: column("store", z.int()),
  data: column("store", text),
  by_user: column("store", z.int().nullable()),
  at: column("store", text),
  changed: column("store", text),
};

export const CONTENT_SLUG_COLUMNS = {
  lang: column("store", z.enum(["en", "es"])),
  slug: column("store", text),
  key: column("store", text),
};

export type ContentRecordRow = {
  [K in keyof typeof CONTENT_RECORD_COLUMNS]: z.output<(typeof CONTENT_RECORD_COLUMNS)[K]["schema"]>;
};
export type ContentVersionRow = {
  [K in keyof typeof CONTENT_VERSION_COLUMNS]: z.output<(typeof CONTENT_VERSION_COLUMNS)[K]["schema"]>;
};
