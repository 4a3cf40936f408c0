/**
 * The reviews table, declared column by column (record.ts, decision 023), so a test compares it with what
 * the schema steps leave and the store's row type comes from it.
 */
import { z } from "zod";
import { column } from "../site/record";
import { REVIEW_KINDS, REVIEW_SOURCES, REVIEW_STATES, WITHHOLD_REASONS } from "./review-record";

const text = z.string();
const maybeText = z.string().nullable();
const maybeId = z.int().nullable();

export const REVIEW_COLUMNS = {
  id: column("store", z.int()),
  kind: column("store", z.enum(REVIEW_KINDS), { default: "card" }),
  source: column("store", z.enum(REVIEW_SOURCES)),
  seed_key: column("store", maybeText),
  repo_fingerprint: column("store", maybeText),
  office_touched: column("store", z.int(), { default: 0 }),
  rating: column("visitor", maybeId),
  letter: column("store", maybeText),
  lang: column("visitor", z.enum(["en", "es"])),
  text: column("visitor", text),
  display_name: column("visitor", text),
  city: column("visitor", text),
  service: column("store", maybeText),
  consent: column("visitor", z.int()),
  photo_media_id: column("visitor", maybeId),
  state: column("store", z.enum(REVIEW_STATES)),
  withheld_reason: column("office", z.enum(WITHHOLD_REASONS).nullable()),
  withheld_by: column("office", maybeId),
  received_at: column("store", text),
  published_at: column("store", maybeText),
  reply: column("office", maybeText),
  translation: column("office", maybeText),
  redactions: column("office", text, { default: "[]" }),
  lead_id: column("request", maybeId),
  booking_id: column("request", maybeId),
  featured: column("store", z.int(), { default: 0 }),
  revision: column("store", z.int(), { default: 1 }),
  updated_at: column("store", text),
};

export type ReviewRow = {
  [K in keyof typeof REVIEW_COLUMNS]: z.output<(typeof REVIEW_COLUMNS)[K]["schema"]>;
};
