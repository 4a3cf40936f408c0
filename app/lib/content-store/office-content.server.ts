/**
 * The office's API over the content store (what the project and article editors call): drafts, publish
 * with versions, history and restore, unpublish, delete and undelete, with the publish-time checks the
 * browser gates make, the featured-three rule and optimistic revisions. Every publish, unpublish,
 * restore and delete is audited and re-produces the public pages (`pages.produce`); a render that fails
 * rolls the store back. Messages are keys of app/content/office/content.ts.
 */
import type { FieldErrorKey, PublishProblemKey } from "~/content/office/content";
import type { Media } from "../media/media.server";
import type { Logger } from "../site/logger.server";
import type { SiteDb } from "../site/site-db.server";
import type { ContentKind, ContentRecord } from "./content-record";
import type { ContentSnapshot } from "./snapshot";

/** The pages part (contract B): renders every page that reads a collection and switches to them. */
export interface ContentPages {
  produce(snapshot: ContentSnapshot): Promise<{ ok: true; version: number } | { ok: false; error: string }>;
}

/** Who acts: a signed-in office user. */
export interface ContentEditor {
  id: number;
}

export type ContentState = "draft-only" | "published" | "published-with-draft" | "unpublished" | "deleted";

/** A reason Publish (or another change) is refused: a key of `publishProblemWords` and its values. */
export interface PublishProblem {
  key: PublishProblemKey;
  /** The field it concerns, as a path ("title", "es.slug", "before.alt"); none for the record. */
  field?: string;
  /** The values the message needs (another record's title, a length, a path …). */
  params?: Record<string, string | number>;
}

/** Why a draft was not saved, for one field: a key of `fieldErrorWords` and, for lengths, the limit. */
export interface FieldError {
  key: FieldErrorKey;
  limit?: number;
}

/** Someone else saved or published a newer revision than the one the editor started from. */
export interface ContentConflict {
  /** Their record (the newest draft, else the published one). */
  theirs: ContentRecord;
  /** Its revision: send it as `basedOn` to overwrite it on purpose. */
  revision: number;
  /** Display name of who saved it, or "the repository". */
  by: string;
  at: string;
}

export interface ContentListRow {
  key: string;
  kind: ContentKind;
  /** The draft's English title when there is a draft, else the published one's. */
  title: string;
  state: ContentState;
  missingSpanish: boolean;
  /** Projects: featured in what would be published (the draft, else the published record). */
  featured?: boolean;
  updatedAt: string;
  /** Set for a deleted record; it can be undeleted until `restorableUntil`. */
  deletedAt?: string;
  restorableUntil?: string;
  /** Uploaded photos the record (draft or published) uses, by state. */
  photos: { pending: number; failed: number };
}

export interface ContentDetail {
  key: string;
  kind: ContentKind;
  published?: ContentRecord;
  draft?: ContentRecord;
  /** The optimistic revision: send it back as `basedOn`. */
  revision: number;
  state: ContentState;
  missingSpanish: boolean;
  /** What Publish would refuse now, for the draft (else the published record). */
  problems: PublishProblem[];
  /** A project that would newly be featured: the featured one it would replace. */
  featuredReplaces?: { key: string; title: string };
  deletedAt?: string;
  restorableUntil?: string;
}

export interface ContentVersion {
  id: number;
  at: string;
  /** Display name, "the repository", or "a former office user". */
  by: string;
  byUserId: number | null;
  /** Field paths that changed from the version before ("title", "before.alt", "es.body" …). */
  changed: string[];
  record: ContentRecord;
}

export type SaveResult =
  | { ok: true; key: string; revision: number }
  | { ok: false; errors: Record<string, FieldError> }
  | { ok: false; conflict: ContentConflict }
  | { ok: false; problems: PublishProblem[] };

export type PublishResult =
  | { ok: true; version: number }
  | { ok: false; problems: PublishProblem[] }
  | { ok: false; conflict: ContentConflict }
  | { ok: false; renderError: string };

/** Unpublish, remove, undelete, restore: the content version after it, or why not. */
export type ChangeResult =
  | { ok: true; version: number }
  | { ok: false; problems: PublishProblem[] }
  | { ok: false; renderError: string };

export interface OfficeContentOptions {
  db: SiteDb;
  /** The photos' states (pending, ready, failed). */
  media: Pick<Media, "store">;
  pages: ContentPages;
  log: Logger;
  /** The clock (tests). */
  now?: () => Date;
}

export interface OfficeContent {
  list(kind?: ContentKind): ContentListRow[];
  get(key: string): ContentDetail | undefined;
  saveDraft(editor: ContentEditor, key: string | null, fields: unknown, basedOn: number | null): SaveResult;
  /** Throws away the draft (the published record stays as it is). */
  discardDraft(editor: ContentEditor, key: string): boolean;
  publish(editor: ContentEditor, key: string, basedOn: number): Promise<PublishResult>;
  unpublish(editor: ContentEditor, key: string): Promise<ChangeResult>;
  remove(editor: ContentEditor, key: string): Promise<ChangeResult>;
  undelete(editor: ContentEditor, key: string): Promise<ChangeResult>;
  restore(editor: ContentEditor, key: string, versionId: number): Promise<ChangeResult>;
  history(key: string): ContentVersion[];
  /** Purges records deleted more than 30 days ago and prunes old versions; returns the counts. */
  purge(): { purged: number; prunedVersions: number };
  /** Runs `purge` a minute after start, then daily. */
  start(): void;
  stop(): void;
}

export function createOfficeContent(_options: OfficeContentOptions): OfficeContent {
  throw new Error("not built yet");
}
