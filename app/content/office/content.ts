/**
 * The office's words about the gallery's projects and the blog's articles as the store keeps them: each
 * record's state, why Publish was refused, why a draft was not saved. The store returns keys (and the
 * values a message needs); the office's screens show these words. English for now, like the rest of the
 * office.
 */
import type { MarkdownProblemCode } from "../../lib/content-store/markdown";
import { markdownProblemWords } from "./articles";

/** A record's state in the content list. */
export const contentStateWords = {
  "draft-only": "Draft, never published",
  published: "Published",
  "published-with-draft": "Published, with unpublished changes",
  unpublished: "Unpublished",
  deleted: "Deleted",
} as const;

/** Why Publish (or unpublish, restore, undelete) was refused: one message per problem key. */
export const publishProblemWords = {
  titleTaken: (p: { other: string; lang: "en" | "es" }) =>
    `Another published ${p.lang === "es" ? "Spanish " : ""}title is the same (“${p.other}”). Please choose a title of its own.`,
  descriptionLength: (p: { length: number; min: number; max: number }) =>
    `The description is ${p.length} characters; search engines show ${p.min}–${p.max}. Please make it ${p.length < p.min ? "longer" : "shorter"}.`,
  altMissing: () => "Every photo needs its alt text: a few words saying what the photo shows.",
  descriptionTaken: (p: { other: string }) =>
    `“${p.other}” has the same description. Please write one of its own.`,
  slugTaken: (p: { other: string }) =>
    `That address is already used by “${p.other}”. Please choose another slug.`,
  slugReserved: (p: { path: string }) =>
    `That address is one of the site's own pages (${p.path}). Please choose another slug.`,
  photoPending: () => "A photo is still being prepared. Publish again in a moment.",
  photoFailed: () => "A photo could not be prepared. Please upload it again.",
  photoMissing: () => "A photo is no longer stored. Please upload it again.",
  featuredNone: () => "Three projects must be featured. Feature another project before unfeaturing this one.",
  notFound: () => "There is no such record.",
  deleted: () => "This record is deleted. Restore it first.",
  notDeleted: () => "This record is not deleted.",
  purged: () => "This record was deleted more than 30 days ago and can no longer be restored.",
  nothingToPublish: () => "There are no changes to publish.",
  notPublished: () => "This record is not published.",
  versionNotFound: () => "That version is no longer kept.",
  scheduleInPast: () => "That date and time has passed. Please choose a later one (Pacific time).",
  markdown: (p: { code: MarkdownProblemCode; found: string }) => markdownProblemWords[p.code](p.found),
  scheduleInvalid: () => "Please give a date (YYYY-MM-DD) and a time (HH:MM), Pacific time.",
} as const;

export type PublishProblemKey = keyof typeof publishProblemWords;

/** Why a draft was not saved, per field. */
export const fieldErrorWords = {
  required: () => "Please fill this in.",
  tooShort: (p: { limit?: number }) =>
    p.limit ? `Please write at least ${p.limit} characters.` : "Please write a little more.",
  tooLong: (p: { limit?: number }) =>
    p.limit ? `Please keep this to ${p.limit} characters or fewer.` : "Please shorten this.",
  format: () => "This is not in the expected form.",
  invalid: () => "This value is not one the site accepts.",
  slugTaken: () => "Another article already has this slug (or had it). Please choose another.",
} as const;

export type FieldErrorKey = keyof typeof fieldErrorWords;

/** Who made a version that came from the repository's files. */
export const repositoryAuthor = "the repository";
/** Who made a version whose author's account is gone. */
export const formerAuthor = "a former office user";

/** The badge of a record whose Spanish words are incomplete. */
export const missingSpanishWords = "Missing Spanish";
