/**
 * The office's API over the content store (what the project and article editors call): drafts, publish
 * with versions, history and restore, unpublish, delete and undelete, with the publish-time checks the
 * browser gates make, the featured-three rule and optimistic revisions. Every publish, unpublish,
 * restore and delete is audited and re-produces the public pages (`pages.produce`); a render that fails
 * rolls the store back. Messages are keys of app/content/office/content.ts.
 */
import {
  formerAuthor,
  repositoryAuthor,
  type FieldErrorKey,
  type PublishProblemKey,
} from "~/content/office/content";
import { articleFrontmatter } from "~/content/article-schema";
import { articlePath, pathsByLang } from "~/content/paths";
import { allRedirects, normalizePath } from "~/content/redirects";
import { company } from "~/content/company";
import type { Lang } from "~/content/i18n";
import { zonedDate, zonedInstant, zonedIso } from "../booking/windows";
import type { Media } from "../media/media.server";
import { recordAudit } from "../office/audit.server";
import type { Logger } from "../site/logger.server";
import type { SiteDb } from "../site/site-db.server";
import {
  FEATURED_COUNT,
  missingSpanish,
  OFFICE_PROJECT_ID_MIN,
  storedArticle,
  storedProject,
  type ContentKind,
  type ContentRecord,
  type StoredProject,
} from "./content-record";
import { bumpContentVersion, contentVersion, mediaIdsOf, purgeDeleted } from "./content-store.server";
import type { ContentRecordRow } from "./content-tables";
import { loadSnapshot, publishedRecords } from "./snapshot.server";
import { checkMarkdown } from "./markdown";
import type { ContentSnapshot } from "./snapshot";
import {
  changedPaths,
  pruneVersions,
  purgeBefore,
  recordVersion,
  rememberSlugs,
  restorableUntil,
} from "./versions.server";

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
  /** When its draft is scheduled to be published (UTC ISO). */
  scheduledAt?: string;
  /** Why the last scheduled publish was refused (until it is scheduled again or published). */
  scheduleRefused?: ScheduleRefusal;
}

/** A scheduled publish that was refused when its time came: when it was due, and why. */
export interface ScheduleRefusal {
  /** The moment it was scheduled for (UTC ISO). */
  at: string;
  problems: PublishProblem[];
  /** The pages could not be produced (nothing changed). */
  renderError?: string;
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
  /** When its draft is scheduled to be published (UTC ISO), and the same as Pacific wall-clock time. */
  scheduledAt?: string;
  scheduledAtPacific?: { date: string; time: string };
  scheduleRefused?: ScheduleRefusal;
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
  | { ok: false; conflict: ContentConflict }
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
  /** Every record not purged (deleted ones with until when they can be restored), of a kind or both. */
  list(kind?: ContentKind): ContentListRow[];
  get(key: string): ContentDetail | undefined;
  /**
   * Saves a draft (the public pages are unchanged until Publish). `key` null: a new record of `kind`
   * (a project takes the next office id; an article's key is its first slug). `basedOn`: the revision
   * the editor started from (null for a new record); a newer revision by someone else is a conflict.
   */
  saveDraft(
    editor: ContentEditor,
    key: string | null,
    fields: unknown,
    basedOn: number | null,
    kind?: ContentKind,
  ): SaveResult;
  /** Throws away the draft (the published record stays; a record never published is removed). */
  discardDraft(editor: ContentEditor, key: string): boolean;
  publish(editor: ContentEditor, key: string, basedOn: number): Promise<PublishResult>;
  unpublish(editor: ContentEditor, key: string): Promise<ChangeResult>;
  remove(editor: ContentEditor, key: string): Promise<ChangeResult>;
  undelete(editor: ContentEditor, key: string): Promise<ChangeResult>;
  restore(editor: ContentEditor, key: string, versionId: number): Promise<ChangeResult>;
  history(key: string): ContentVersion[];
  /** Purges records deleted more than 30 days ago and prunes old versions; returns the counts. */
  purge(): { purged: number; prunedVersions: number };
  /**
   * Schedules the record's draft to be published at a Pacific date ("YYYY-MM-DD") and time ("HH:MM"),
   * as `editor`; null cancels. Refused when the moment has passed or the draft fails a check other than
   * a photo still being prepared (checked again when it is due).
   */
  schedule(
    editor: ContentEditor,
    key: string,
    basedOn: number,
    at: { date: string; time: string } | null,
  ): ScheduleResult;
  /** Publishes every draft whose time has come (as who scheduled it); what it published and refused. */
  publishDue(): Promise<{ published: string[]; refused: { key: string; result: PublishResult }[] }>;
  /** Runs `publishDue` every minute (an unref'd timer); returns a function that stops it. */
  startSchedule(intervalMs?: number): () => void;
}

export type ScheduleResult =
  | { ok: true; scheduledAt: string | null }
  | { ok: false; problems: PublishProblem[] }
  | { ok: false; conflict: ContentConflict };

type Row = ContentRecordRow;

const parseItem = (kind: ContentKind, json: string): ContentRecord =>
  ({ kind, record: JSON.parse(json) as unknown }) as ContentRecord;

const stateOf = (row: Row): ContentState =>
  row.deleted_at
    ? "deleted"
    : row.status === "draft"
      ? "draft-only"
      : row.status === "unpublished"
        ? "unpublished"
        : row.draft
          ? "published-with-draft"
          : "published";

const titleOf = (item: ContentRecord): string => item.record.title;
const refusalOf = (json: string): ScheduleRefusal => JSON.parse(json) as ScheduleRefusal;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const idOf = (key: string) => key.slice(key.indexOf(":") + 1);

const descriptionLimits = {
  min: articleFrontmatter.shape.description.minLength ?? 0,
  max: articleFrontmatter.shape.description.maxLength ?? Number.MAX_SAFE_INTEGER,
};

/** A zod issue as a field error key (the limit for lengths); an empty field is "required" (the caller's). */
function fieldError(issue: { code: string; minimum?: unknown; maximum?: unknown }): FieldError {
  const limit = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
  const withLimit = Number.isFinite(limit) ? { limit } : {};
  if (issue.code === "too_small") return { key: "tooShort", ...withLimit };
  if (issue.code === "too_big") return { key: "tooLong", ...withLimit };
  if (issue.code === "invalid_format") return { key: "format" };
  return { key: "invalid" };
}

/** What a publish writes: each changed record's row and version. */
interface Change {
  key: string;
  kind: ContentKind;
  /** The record published (a new version), or undefined when the published record stays as it is. */
  publish?: ContentRecord;
  /** The row's columns after the change. */
  set: Partial<
    Pick<
      Row,
      "status" | "draft" | "deleted_at" | "featured_at" | "publish_at" | "scheduled_by" | "schedule_refused"
    >
  >;
  /** Its revision when planned: a different one at commit means someone changed it meanwhile. */
  revision: number;
  audit?: { action: string; fields: string[] };
}

interface Plan {
  changes: Change[];
  /** Whether the public pages change (else no render). */
  pages: boolean;
  /** Each key's record as the pages will publish it (null: hidden). */
  visible: Map<string, ContentRecord | null>;
}

const DAY_MS = 24 * 3600_000;

export function createOfficeContent({
  db,
  media,
  pages,
  log,
  now = () => new Date(),
}: OfficeContentOptions): OfficeContent {
  const sql = db.db;
  const rowOf = (key: string) =>
    sql.prepare("SELECT * FROM content_records WHERE key = ?").get(key) as Row | undefined;
  const nameOf = (userId: number | null): string => {
    if (userId === null) return repositoryAuthor;
    const user = sql.prepare("SELECT name FROM office_users WHERE id = ?").get(userId) as
      { name: string } | undefined;
    return user?.name ?? formerAuthor;
  };
  const draftOrPublished = (row: Row): ContentRecord | undefined => {
    const json = row.draft ?? row.data;
    return json ? parseItem(row.kind, json) : undefined;
  };
  const conflictOf = (row: Row): ContentConflict => ({
    theirs: draftOrPublished(row) as ContentRecord,
    revision: row.revision,
    by: nameOf(row.revised_by),
    at: row.updated_at,
  });
  /** Another's newer revision: someone else changed it since `basedOn`. */
  const isConflict = (row: Row, editor: ContentEditor, basedOn: number | null) =>
    basedOn !== row.revision && row.revised_by !== editor.id;

  const photoCounts = (items: (ContentRecord | undefined)[]) => {
    const counts = { pending: 0, failed: 0 };
    const ids = new Set(items.flatMap((i) => (i ? mediaIdsOf(i) : [])));
    for (const id of ids) {
      const state = media.store.get(id)?.state;
      if (state === "pending") counts.pending++;
      else if (state === "failed") counts.failed++;
    }
    return counts;
  };

  /** Every other published record's title (a purged or deleted one's: its last known record). */
  const titleOfKey = (key: string): string => {
    const row = rowOf(key);
    const item = row ? draftOrPublished(row) : undefined;
    return item ? titleOf(item) : idOf(key);
  };

  /** The publish-time checks of what would be published under `key`, against the other published records. */
  function problemsOf(
    key: string,
    item: ContentRecord,
    published: ReadonlyMap<string, ContentRecord>,
  ): PublishProblem[] {
    const problems: PublishProblem[] = [];
    const others = [...published].filter(([k, o]) => k !== key && o.kind === item.kind).map(([, o]) => o);
    const photo = (field: string, source: { media: number } | object | undefined) => {
      if (!source || !("media" in source)) return;
      const row = media.store.get(source.media);
      if (!row) problems.push({ key: "photoMissing", field });
      else if (row.state === "pending")
        problems.push({ key: "photoPending", field, params: { state: row.state } });
      else if (row.state === "failed")
        problems.push({ key: "photoFailed", field, params: { state: row.state } });
    };
    const alt = (field: string, text: string | undefined) => {
      if (!text?.trim()) problems.push({ key: "altMissing", field });
    };
    const unique = (
      field: string,
      lang: Lang,
      mine: string | undefined,
      theirs: (o: ContentRecord) => string | undefined,
    ) => {
      if (!mine) return;
      const other = others.find((o) => {
        const t = theirs(o);
        return t !== undefined && same(t, mine);
      });
      if (other) problems.push({ key: "titleTaken", field, params: { other: titleOf(other), lang } });
    };
    if (item.kind === "project") {
      const p = item.record;
      unique("title", "en", p.title, (o) => o.record.title);
      unique("titleEs", "es", p.titleEs, (o) => (o.kind === "project" ? o.record.titleEs : undefined));
      alt("before.alt", p.before.alt);
      photo("before", p.before.source);
      if (p.after) {
        alt("after.alt", p.after.alt);
        photo("after", p.after.source);
      }
      return problems;
    }
    const a = item.record;
    unique("title", "en", a.title, (o) => o.record.title);
    if (a.es)
      unique("es.title", "es", a.es.title, (o) => (o.kind === "article" ? o.record.es?.title : undefined));
    const description = (field: string, text: string, theirs: (o: ContentRecord) => string | undefined) => {
      const length = text.trim().length;
      if (length < descriptionLimits.min || length > descriptionLimits.max)
        problems.push({ key: "descriptionLength", field, params: { length, ...descriptionLimits } });
      const other = others.find((o) => {
        const t = theirs(o);
        return t !== undefined && same(t, text);
      });
      if (other) problems.push({ key: "descriptionTaken", field, params: { other: titleOf(other) } });
    };
    description("description", a.description, (o) =>
      o.kind === "article" ? o.record.description : undefined,
    );
    if (a.es)
      description("es.description", a.es.description, (o) =>
        o.kind === "article" ? o.record.es?.description : undefined,
      );
    // The Markdown pipeline's rules (raw HTML, link schemes, foreign images), in each language's text.
    for (const [field, body] of [
      ["body", a.body],
      ["es.body", a.es?.body],
    ] as const)
      for (const m of body ? checkMarkdown(body) : [])
        problems.push({ key: "markdown", field, params: { code: m.code, found: m.found } });
    if (a.image) {
      alt("image.alt", a.image.alt);
      photo("image", a.image.source);
    }
    const slugFree = (field: string, lang: Lang, slug: string) => {
      const path = articlePath(slug, lang);
      const fixed = Object.values(pathsByLang[lang]).includes(path);
      const redirected = allRedirects.some((r) => normalizePath(r.from) === normalizePath(path));
      if (fixed || redirected) {
        problems.push({ key: "slugReserved", field, params: { path } });
        return;
      }
      const holder = sql
        .prepare("SELECT key FROM content_slugs WHERE lang = ? AND slug = ? AND key <> ?")
        .get(lang, slug, key) as { key: string } | undefined;
      const current = others.find(
        (o) => o.kind === "article" && (lang === "en" ? o.record.slug : o.record.es?.slug) === slug,
      );
      const otherTitle = current ? titleOf(current) : holder ? titleOfKey(holder.key) : undefined;
      if (otherTitle !== undefined) problems.push({ key: "slugTaken", field, params: { other: otherTitle } });
    };
    slugFree("slug", "en", a.slug);
    if (a.es) slugFree("es.slug", "es", a.es.slug);
    return problems;
  }

  /**
   * The featured-three rule, applied to the published records after an action on `acting`: more than
   * three featured, the one featured longest ago (then the lowest id) other than `acting` is unfeatured;
   * fewer, the most recently finished published project not featured (then the newest id), other than
   * `acting`, is featured. Returns the projects it changes.
   */
  function featuredFix(acting: string, visible: ReadonlyMap<string, ContentRecord>, at: string) {
    const projects = [...visible].filter(
      (e): e is [string, { kind: "project"; record: StoredProject }] => e[1].kind === "project",
    );
    const featured = projects.filter(([, p]) => p.record.featured);
    const featuredAt = (key: string) => (key === acting ? at : ((rowOf(key)?.featured_at ?? "") as string));
    const fixes: { key: string; item: ContentRecord; featured: boolean }[] = [];
    if (featured.length > FEATURED_COUNT) {
      const oldest = featured
        .filter(([k]) => k !== acting)
        .sort(
          ([ka, a], [kb, b]) => featuredAt(ka).localeCompare(featuredAt(kb)) || a.record.id - b.record.id,
        );
      for (const [key, p] of oldest.slice(0, featured.length - FEATURED_COUNT))
        fixes.push({
          key,
          item: { kind: "project", record: { ...p.record, featured: false } },
          featured: false,
        });
    } else if (featured.length < FEATURED_COUNT) {
      const newest = projects
        .filter(([k, p]) => k !== acting && !p.record.featured)
        .sort(([, a], [, b]) => b.record.date.localeCompare(a.record.date) || b.record.id - a.record.id);
      for (const [key, p] of newest.slice(0, FEATURED_COUNT - featured.length))
        fixes.push({
          key,
          item: { kind: "project", record: { ...p.record, featured: true } },
          featured: true,
        });
    }
    return fixes;
  }

  /** Adds the featured-three rule's changes to a plan whose `visible` is set. */
  function withFeatured(plan: Plan, acting: string, at: string): Plan {
    if (rowOf(acting)?.kind !== "project") return plan;
    const visible = publishedRecords(db, plan.visible);
    for (const fix of featuredFix(acting, visible, at)) {
      const revision = rowOf(fix.key)?.revision ?? 0;
      plan.visible.set(fix.key, fix.item);
      plan.changes.push({
        key: fix.key,
        kind: "project",
        publish: fix.item,
        set: { featured_at: fix.featured ? at : null },
        revision,
        audit: { action: "content.publish", fields: ["featured"] },
      });
    }
    return plan;
  }

  const featuredAtFor = (row: Row, item: ContentRecord | null, at: string): string | null => {
    if (item?.kind !== "project" || !item.record.featured) return null;
    const wasFeatured =
      row.status === "published" &&
      !row.deleted_at &&
      row.data !== null &&
      (JSON.parse(row.data) as { featured?: boolean }).featured === true;
    return wasFeatured ? row.featured_at : at;
  };

  /** Writes a plan's changes in one transaction; false when a record changed since it was planned. */
  function commit(editor: ContentEditor, plan: Plan, at: string): number | false {
    return db.transaction(() => {
      for (const c of plan.changes) if (rowOf(c.key)?.revision !== c.revision) return false;
      for (const c of plan.changes) {
        const set: Record<string, string | number | null> = {
          ...c.set,
          revision: c.revision + 1,
          revised_by: editor.id,
          office_touched: 1,
          updated_at: at,
        };
        if (c.publish) {
          set.data = JSON.stringify(c.publish.record);
          set.status = "published";
        }
        const columns = Object.keys(set);
        sql
          .prepare(`UPDATE content_records SET ${columns.map((k) => `${k} = ?`).join(", ")} WHERE key = ?`)
          .run(...columns.map((k) => set[k] ?? null), c.key);
        let fields = c.audit?.fields ?? [];
        if (c.publish) {
          const { changed } = recordVersion(db, {
            key: c.key,
            revision: c.revision + 1,
            item: c.publish,
            by: editor.id,
            at,
          });
          rememberSlugs(db, c.key, c.publish);
          if (!c.audit?.fields.length) fields = [...new Set(changed.map((p) => p.split(".")[0] ?? p))];
        }
        if (c.audit)
          recordAudit(
            sql,
            {
              actor: { userId: editor.id },
              action: c.audit.action,
              subjectType: c.kind,
              subjectId: idOf(c.key),
              fields,
            },
            new Date(at),
          );
      }
      return plan.pages ? bumpContentVersion(db) : contentVersion(db);
    });
  }

  /** One change at a time in this process, so a render and its commit are never interleaved with another's. */
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  /**
   * Renders the pages with a plan's changes applied, then commits it: a render that fails changes
   * nothing (the old pages stay live); a record changed meanwhile by another process is a conflict, and
   * the pages are produced again from what the store holds.
   */
  async function carryOut(editor: ContentEditor, key: string, plan: Plan, at: string): Promise<ChangeResult> {
    const planned = contentVersion(db) + (plan.pages ? 1 : 0);
    if (plan.pages) {
      const rendered = await pages.produce(loadSnapshot(db, { changes: plan.visible, version: planned }));
      if (!rendered.ok) {
        log.error(
          { key, error: rendered.error },
          "content: the pages could not be produced; nothing was published",
        );
        return { ok: false, renderError: rendered.error };
      }
    }
    const version = commit(editor, plan, at);
    if (version === false || version !== planned) {
      if (plan.pages) {
        const again = await pages.produce(loadSnapshot(db));
        if (!again.ok)
          log.error({ key, error: again.error }, "content: the pages could not be produced again");
      }
      const row = rowOf(key);
      if (version === false) return row ? { ok: false, conflict: conflictOf(row) } : refuse("notFound");
    }
    return { ok: true, version };
  }

  const refuse = (key: PublishProblemKey): { ok: false; problems: PublishProblem[] } => ({
    ok: false,
    problems: [{ key }],
  });

  /** Publishes `item` under the row's key (publish, restore). */
  async function publishItem(
    editor: ContentEditor,
    row: Row,
    item: ContentRecord,
    action: "content.publish" | "content.restore",
    keepDraft: boolean,
  ) {
    const at = now().toISOString();
    const problems = problemsOf(row.key, item, publishedRecords(db));
    if (problems.length > 0) return { ok: false as const, problems };
    const plan = withFeatured(
      {
        changes: [
          {
            key: row.key,
            kind: row.kind,
            publish: item,
            set: {
              featured_at: featuredAtFor(row, item, at),
              ...(keepDraft
                ? {}
                : { draft: null, publish_at: null, scheduled_by: null, schedule_refused: null }),
            },
            revision: row.revision,
            audit: { action, fields: [] },
          },
        ],
        pages: true,
        visible: new Map([[row.key, item]]),
      },
      row.key,
      at,
    );
    return carryOut(editor, row.key, plan, at);
  }

  /** Hides a record from the pages (unpublish, delete). */
  async function hide(editor: ContentEditor, row: Row, action: "content.unpublish" | "content.delete") {
    const at = now().toISOString();
    const wasLive = row.status === "published" && row.data !== null;
    const set: Change["set"] =
      action === "content.delete"
        ? { deleted_at: at, featured_at: null, publish_at: null, scheduled_by: null }
        : { status: "unpublished", featured_at: null, publish_at: null, scheduled_by: null };
    const plan: Plan = {
      changes: [{ key: row.key, kind: row.kind, set, revision: row.revision, audit: { action, fields: [] } }],
      pages: wasLive,
      visible: new Map([[row.key, null]]),
    };
    return carryOut(editor, row.key, wasLive ? withFeatured(plan, row.key, at) : plan, at);
  }

  function validate(
    kind: ContentKind,
    fields: unknown,
  ): { item: ContentRecord } | { errors: Record<string, FieldError> } {
    const result = (kind === "project" ? storedProject : storedArticle).safeParse(fields);
    if (result.success) return { item: { kind, record: result.data } as ContentRecord };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join(".") || "(record)";
      const given = issue.path.reduce<unknown>(
        (v, k) => (v && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k] : undefined),
        fields,
      );
      const empty =
        given === undefined || given === null || (typeof given === "string" && given.trim() === "");
      errors[path] ??= empty ? { key: "required" } : fieldError(issue as Parameters<typeof fieldError>[0]);
    }
    return { errors };
  }

  const nextProjectId = (): number => {
    const max = sql
      .prepare(
        "SELECT MAX(CAST(substr(key, 9) AS INTEGER)) AS id FROM content_records WHERE kind = 'project' AND origin = 'office'",
      )
      .get() as { id: number | null };
    return Math.max(OFFICE_PROJECT_ID_MIN - 1, max.id ?? 0) + 1;
  };

  const api: OfficeContent = {
    list(kind) {
      const rows = (kind
        ? sql.prepare("SELECT * FROM content_records WHERE purged_at IS NULL AND kind = ?").all(kind)
        : sql.prepare("SELECT * FROM content_records WHERE purged_at IS NULL").all()) as unknown as Row[];
      return rows
        .flatMap((row): ContentListRow[] => {
          const item = draftOrPublished(row);
          if (!item) return [];
          const listed: ContentListRow = {
            key: row.key,
            kind: row.kind,
            title: titleOf(item),
            state: stateOf(row),
            missingSpanish: missingSpanish(item),
            ...(item.kind === "project" ? { featured: item.record.featured } : {}),
            updatedAt: row.updated_at,
            ...(row.deleted_at
              ? { deletedAt: row.deleted_at, restorableUntil: restorableUntil(row.deleted_at) }
              : {}),
            ...(row.publish_at ? { scheduledAt: row.publish_at } : {}),
            ...(row.schedule_refused ? { scheduleRefused: refusalOf(row.schedule_refused) } : {}),
            photos: photoCounts([
              row.draft ? parseItem(row.kind, row.draft) : undefined,
              row.data ? parseItem(row.kind, row.data) : undefined,
            ]),
          };
          return [listed];
        })
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.key.localeCompare(b.key));
    },

    get(key) {
      const row = rowOf(key);
      if (!row || row.purged_at) return undefined;
      const item = draftOrPublished(row);
      if (!item) return undefined;
      const published = publishedRecords(db);
      let featuredReplaces: ContentDetail["featuredReplaces"];
      if (item.kind === "project" && item.record.featured && !row.deleted_at) {
        const visible = publishedRecords(db, new Map([[key, item]]));
        const replaced = featuredFix(key, visible, now().toISOString()).find((f) => !f.featured);
        if (replaced) featuredReplaces = { key: replaced.key, title: titleOf(replaced.item) };
      }
      return {
        key,
        kind: row.kind,
        ...(row.data && row.status !== "draft" ? { published: parseItem(row.kind, row.data) } : {}),
        ...(row.draft ? { draft: parseItem(row.kind, row.draft) } : {}),
        revision: row.revision,
        state: stateOf(row),
        missingSpanish: missingSpanish(item),
        problems: problemsOf(key, item, published),
        ...(featuredReplaces ? { featuredReplaces } : {}),
        ...(row.publish_at
          ? {
              scheduledAt: row.publish_at,
              scheduledAtPacific: {
                date: zonedDate(new Date(row.publish_at), company.timeZone),
                time: zonedIso(new Date(row.publish_at), company.timeZone).slice(11, 16),
              },
            }
          : {}),
        ...(row.schedule_refused ? { scheduleRefused: refusalOf(row.schedule_refused) } : {}),
        ...(row.deleted_at
          ? { deletedAt: row.deleted_at, restorableUntil: restorableUntil(row.deleted_at) }
          : {}),
      };
    },

    saveDraft(editor, key, fields, basedOn, kind = "project") {
      const at = now().toISOString();
      const row = key === null ? undefined : rowOf(key);
      if (key !== null && (!row || row.purged_at)) return refuse("notFound");
      if (row?.deleted_at) return refuse("deleted");
      const recordKind = row?.kind ?? kind;
      const given = fields && typeof fields === "object" ? { ...(fields as Record<string, unknown>) } : {};
      return db.transaction((): SaveResult => {
        if (recordKind === "project") given.id = row ? Number(idOf(row.key)) : nextProjectId();
        const checked = validate(recordKind, given);
        if ("errors" in checked) return { ok: false, errors: checked.errors };
        const { item } = checked;
        if (!row) {
          const newKey =
            item.kind === "project" ? `project:${item.record.id}` : `article:${item.record.slug}`;
          const taken =
            rowOf(newKey) ??
            (item.kind === "article"
              ? sql
                  .prepare("SELECT key FROM content_slugs WHERE lang = 'en' AND slug = ?")
                  .get(item.record.slug)
              : undefined);
          if (taken) return { ok: false, errors: { slug: { key: "slugTaken" } } };
          sql
            .prepare(
              `INSERT INTO content_records (key, kind, origin, data, office_touched, updated_at, status, draft, revision, revised_by)
               VALUES (?, ?, 'office', NULL, 1, ?, 'draft', ?, 1, ?)`,
            )
            .run(newKey, item.kind, at, JSON.stringify(item.record), editor.id);
          return { ok: true, key: newKey, revision: 1 };
        }
        const fresh = rowOf(row.key);
        if (!fresh) return refuse("notFound");
        if (isConflict(fresh, editor, basedOn)) return { ok: false, conflict: conflictOf(fresh) };
        const json = JSON.stringify(item.record);
        // A draft the same as the published record (key order aside) is no draft.
        const samePublished =
          fresh.data !== null &&
          fresh.status !== "draft" &&
          changedPaths(JSON.parse(fresh.data), item.record).length === 0;
        const draft = samePublished ? null : json;
        const { revision } = sql
          .prepare(
            `UPDATE content_records SET draft = ?, revision = revision + 1, revised_by = ?, office_touched = 1, updated_at = ?
             WHERE key = ? RETURNING revision`,
          )
          .get(draft, editor.id, at, fresh.key) as {
          revision: number;
        };
        return { ok: true, key: fresh.key, revision };
      });
    },

    discardDraft(editor, key) {
      const row = rowOf(key);
      if (!row?.draft || row.deleted_at) return false;
      return db.transaction(() => {
        if (row.status === "draft") sql.prepare("DELETE FROM content_records WHERE key = ?").run(key);
        else
          sql
            .prepare(
              "UPDATE content_records SET draft = NULL, revision = revision + 1, revised_by = ?, updated_at = ? WHERE key = ?",
            )
            .run(editor.id, now().toISOString(), key);
        return true;
      });
    },

    publish(editor, key, basedOn) {
      return serial(async (): Promise<PublishResult> => {
        const row = rowOf(key);
        if (!row || row.purged_at) return refuse("notFound");
        if (row.deleted_at) return refuse("deleted");
        if (isConflict(row, editor, basedOn)) return { ok: false, conflict: conflictOf(row) };
        const json = row.draft ?? (row.status === "unpublished" ? row.data : null);
        if (!json) return refuse("nothingToPublish");
        return publishItem(editor, row, parseItem(row.kind, json), "content.publish", false);
      });
    },

    unpublish(editor, key) {
      return serial(async () => {
        const row = rowOf(key);
        if (!row || row.purged_at) return refuse("notFound");
        if (row.deleted_at) return refuse("deleted");
        if (row.status !== "published") return refuse("notPublished");
        return await hide(editor, row, "content.unpublish");
      });
    },

    remove(editor, key) {
      return serial(async () => {
        const row = rowOf(key);
        if (!row || row.purged_at) return refuse("notFound");
        if (row.deleted_at) return refuse("deleted");
        return await hide(editor, row, "content.delete");
      });
    },

    undelete(editor, key) {
      return serial(async (): Promise<ChangeResult> => {
        const row = rowOf(key);
        if (!row) return refuse("notFound");
        if (row.purged_at) return refuse("purged");
        if (!row.deleted_at) return refuse("notDeleted");
        const at = now().toISOString();
        const live = row.status === "published" && row.data ? parseItem(row.kind, row.data) : null;
        if (live) {
          const problems = problemsOf(key, live, publishedRecords(db));
          if (problems.length > 0) return { ok: false, problems };
        }
        const plan: Plan = {
          changes: [
            {
              key,
              kind: row.kind,
              set: {
                deleted_at: null,
                featured_at: live ? featuredAtFor({ ...row, deleted_at: null, data: null }, live, at) : null,
              },
              revision: row.revision,
              audit: { action: "content.undelete", fields: [] },
            },
          ],
          pages: live !== null,
          visible: new Map([[key, live]]),
        };
        return await carryOut(editor, key, live ? withFeatured(plan, key, at) : plan, at);
      });
    },

    restore(editor, key, versionId) {
      return serial(async (): Promise<ChangeResult> => {
        const row = rowOf(key);
        if (!row || row.purged_at) return refuse("notFound");
        if (row.deleted_at) return refuse("deleted");
        const version = sql
          .prepare("SELECT data FROM content_versions WHERE id = ? AND key = ?")
          .get(versionId, key) as { data: string } | undefined;
        if (!version) return refuse("versionNotFound");
        return publishItem(editor, row, parseItem(row.kind, version.data), "content.restore", true);
      });
    },

    history(key) {
      const kind = rowOf(key)?.kind;
      if (!kind) return [];
      const rows = sql.prepare("SELECT * FROM content_versions WHERE key = ? ORDER BY id DESC").all(key) as {
        id: number;
        at: string;
        by_user: number | null;
        changed: string;
        data: string;
      }[];
      return rows.map((v) => ({
        id: v.id,
        at: v.at,
        by: nameOf(v.by_user),
        byUserId: v.by_user,
        changed: JSON.parse(v.changed) as string[],
        record: parseItem(kind, v.data),
      }));
    },

    purge() {
      return purgeContent(db, now());
    },

    schedule(editor, key, basedOn, when) {
      const row = rowOf(key);
      if (!row || row.purged_at) return refuse("notFound");
      if (row.deleted_at) return refuse("deleted");
      if (isConflict(row, editor, basedOn)) return { ok: false, conflict: conflictOf(row) };
      // A new schedule (or its cancelling) replaces the last refusal, and is audited like a publish.
      const clear = (publishAt: string | null, by: number | null) =>
        db.transaction(() => {
          sql
            .prepare(
              "UPDATE content_records SET publish_at = ?, scheduled_by = ?, schedule_refused = NULL WHERE key = ?",
            )
            .run(publishAt, by, key);
          recordAudit(
            sql,
            {
              actor: { userId: editor.id },
              action: publishAt ? "content.schedule" : "content.unschedule",
              subjectType: row.kind,
              subjectId: idOf(key),
            },
            now(),
          );
        });
      if (when === null) {
        if (row.publish_at) clear(null, null);
        return { ok: true, scheduledAt: null };
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(when.date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(when.time))
        return refuse("scheduleInvalid");
      const instant = zonedInstant(when.date, when.time, company.timeZone);
      if (Number.isNaN(instant.getTime()) || zonedDate(instant, company.timeZone) !== when.date)
        return refuse("scheduleInvalid");
      if (instant.getTime() <= now().getTime()) return refuse("scheduleInPast");
      if (!row.draft) return refuse("nothingToPublish");
      const problems = problemsOf(key, parseItem(row.kind, row.draft), publishedRecords(db)).filter(
        (p) => p.key !== "photoPending",
      );
      if (problems.length > 0) return { ok: false, problems };
      clear(instant.toISOString(), editor.id);
      return { ok: true, scheduledAt: instant.toISOString() };
    },

    async publishDue() {
      const due = sql
        .prepare(
          "SELECT key, revision, scheduled_by, publish_at FROM content_records WHERE publish_at IS NOT NULL AND publish_at <= ? AND deleted_at IS NULL ORDER BY publish_at, key",
        )
        .all(now().toISOString()) as {
        key: string;
        revision: number;
        scheduled_by: number | null;
        publish_at: string;
      }[];
      const published: string[] = [];
      const refused: { key: string; result: PublishResult }[] = [];
      for (const d of due) {
        const result = await api.publish({ id: d.scheduled_by ?? 0 }, d.key, d.revision);
        if (result.ok) {
          published.push(d.key);
          continue;
        }
        refused.push({ key: d.key, result });
        // A photo still being prepared: tried again next time. Anything else: the schedule ends, and the
        // office sees why on the record (its editor and the list) until it is scheduled again or published.
        const waiting = "problems" in result && result.problems.every((p) => p.key === "photoPending");
        if (!waiting) {
          const refusal: ScheduleRefusal = {
            at: d.publish_at,
            problems: "problems" in result ? result.problems : [],
            ...("renderError" in result ? { renderError: result.renderError } : {}),
          };
          sql
            .prepare(
              "UPDATE content_records SET publish_at = NULL, scheduled_by = NULL, schedule_refused = ? WHERE key = ?",
            )
            .run(JSON.stringify(refusal), d.key);
        }
        log.warn(
          {
            key: d.key,
            refused: "problems" in result ? result.problems.map((p) => p.key) : Object.keys(result),
          },
          "content: a scheduled publish was refused",
        );
      }
      return { published, refused };
    },

    startSchedule(intervalMs = 60_000) {
      const timer = setInterval(() => {
        api
          .publishDue()
          .catch((error: unknown) => log.error({ err: error }, "content: the scheduled publishing failed"));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  return api;
}

/** Purges records deleted more than `RESTORE_DAYS` ago (data, draft, versions) and prunes old versions. */
export function purgeContent(db: SiteDb, at: Date): { purged: number; prunedVersions: number } {
  const purged = purgeDeleted(db, purgeBefore(at), at);
  return { purged, prunedVersions: pruneVersions(db, at) };
}

/** How often the purge of deleted records and old versions runs while the server is up. */
export const CONTENT_PURGE_EVERY_MS = DAY_MS;

/**
 * Runs the content purge a minute after start, then daily (server/capabilities.server.ts): deleted
 * records older than 30 days lose their data and versions; versions past their keeping are pruned.
 * Returns a function that stops it.
 */
export function scheduleContentPurge(db: SiteDb, log: Logger, now = () => new Date()): () => void {
  const run = () => {
    try {
      const { purged, prunedVersions } = purgeContent(db, now());
      if (purged + prunedVersions > 0)
        log.info({ purged, prunedVersions }, "content: purged deleted records and old versions");
    } catch (error) {
      log.error({ err: error }, "content: the purge failed");
    }
  };
  let timer = setTimeout(function again() {
    run();
    timer = setTimeout(again, CONTENT_PURGE_EVERY_MS).unref();
  }, 60_000).unref();
  return () => clearTimeout(timer);
}
