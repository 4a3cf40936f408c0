/**
 * The review store: the seed (the repository's cards), `receive` (a customer's review through the site),
 * the office's actions (publish, withhold for a policy reason, restore, reply, translate, redact) and the
 * sweep that publishes a review with consent the office has not acted on within 7 days (decision 034).
 *
 * Publishing goes through the content store's publishing: each change that alters the public pages first
 * produces them from a snapshot with the change applied (`loadSnapshot(db, { reviews })` and the page
 * sets' `produce`), then commits it with the content version raised, a version of the review kept in
 * `content_versions` (key `review:<id>`: its history) and an audit entry; a render that fails changes
 * nothing. A review received is committed first (a customer's words are never lost to a render), then
 * the pages that show the count and average are produced.
 */
import { createHash } from "node:crypto";
import { bumpContentVersion, contentVersion } from "../content-store/content-store.server";
import type { ContentPages } from "../content-store/office-content.server";
import { loadSnapshot } from "../content-store/snapshot.server";
import { recordAudit } from "../office/audit.server";
import { forgetReviewIds } from "./review-forget.server";
import type { Logger } from "../site/logger.server";
import type { SiteDb } from "../site/site-db.server";
import {
  AUTO_PUBLISH_DAYS,
  WITHHOLD_REASONS,
  isCard,
  receivedReview,
  redaction,
  ownerReply,
  redactionsWithinLimits,
  reviewStats,
  reviewTranslation,
  type Redaction,
  type ReviewStats,
  type ReviewTranslation,
  type StoredCard,
  type StoredReview,
  type WithholdReason,
} from "./review-record";
import type { RepoReview } from "./repo-reviews";
import { reviewOfRow, storeReviews } from "./review-snapshot.server";
import type { ReviewRow } from "./review-tables";

/** Who acts: a signed-in office user. */
/** A review deleted at its writer's request, with the photos it held; or none such. */
export type ReviewErased = { ok: true; photos: number[] } | { ok: false; problem: "notFound" };

export interface ReviewEditor {
  id: number;
}

/** Why an action was refused: a key of app/content/office/reviews.ts's `reviewProblemWords`. */
export type ReviewProblem =
  | "notFound"
  | "noConsent"
  | "reasonRequired"
  | "alreadyThat"
  | "invalid"
  | "tooMuchHidden"
  | "conflict"
  | "renderError";

export type ReviewResult = { ok: true; version: number } | { ok: false; problem: ReviewProblem };

export type ReceiveResult = { ok: true; id: number } | { ok: false; errors: Record<string, string> };

/** A review as the office lists it: the record, its revision, and whether it counts in the average. */
export interface OfficeReview extends StoredReview {
  revision: number;
  counted: boolean;
  /** When the sweep will publish it (a review with consent waiting for the office). */
  publishesAt?: string;
}

/** One kept version of a review: its state, reply, translation and redactions at a moment, and who. */
export interface ReviewVersion {
  id: number;
  at: string;
  /** The office user; null for the seed or the sweep (`by` says which). */
  byUserId: number | null;
  by: "office" | "seed" | "sweep" | "customer";
  changed: string[];
  state: StoredReview["state"];
  withheldReason?: WithholdReason;
  reply?: string;
  translation?: ReviewTranslation;
  redactions: Redaction[];
}

/** What the office's numbers show of the reviews. */
export interface ReviewNumbers extends ReviewStats {
  /** Received through the site (all, fake ones too). */
  received: number;
  published: number;
}

export interface ReviewStoreOptions {
  db: SiteDb;
  /** The page sets (the content store's `ContentPages`): the pages that show reviews are produced again. */
  pages: ContentPages;
  /** Queues `review.received` for the webhooks (inside the transaction that stores the review). */
  onReceived?: (review: StoredCard) => void;
  /** Tells the webhook sender there is something to send (after the commit). */
  kick?: () => void;
  log: Logger;
  /** The clock (tests). */
  now?: () => Date;
}

const DAY_MS = 24 * 3600_000;
const versionKey = (id: number) => `review:${id}`;

/** Key-order-independent JSON, so a fingerprint changes only when a value does. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  return JSON.stringify(value);
}
const fingerprintOf = (r: RepoReview) => createHash("sha256").update(canonical(r.review)).digest("base64url");

/** The parts of a review its versions keep (the customer's words and stars never change). */
const versionOf = (r: ReviewRow) => ({
  state: r.state,
  ...(r.withheld_reason ? { withheldReason: r.withheld_reason } : {}),
  ...(r.reply ? { reply: (JSON.parse(r.reply) as { text: string }).text } : {}),
  ...(r.translation ? { translation: JSON.parse(r.translation) as ReviewTranslation } : {}),
  redactions: JSON.parse(r.redactions) as Redaction[],
});

export function createReviewStore({
  db,
  pages,
  onReceived,
  kick,
  log,
  now = () => new Date(),
}: ReviewStoreOptions) {
  const sql = db.db;
  const rowOf = (id: number) =>
    sql.prepare("SELECT * FROM reviews WHERE id = ?").get(id) as ReviewRow | undefined;

  function recordVersion(row: ReviewRow, by: ReviewVersion["by"], byUser: number | null, at: string) {
    const last = sql
      .prepare("SELECT data FROM content_versions WHERE key = ? ORDER BY id DESC LIMIT 1")
      .get(versionKey(row.id)) as { data: string } | undefined;
    const before = last ? (JSON.parse(last.data) as Record<string, unknown>) : {};
    const after = { ...versionOf(row), by };
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (k) => k !== "by" && canonical(before[k]) !== canonical(after[k as keyof typeof after]),
    );
    sql
      .prepare(
        "INSERT INTO content_versions (key, revision, data, by_user, at, changed) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(versionKey(row.id), row.revision, JSON.stringify(after), byUser, at, JSON.stringify(changed));
  }

  /** One change at a time in this process, so a render and its commit are never interleaved with another's. */
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  interface Change {
    /** The row as it will be. */
    next: ReviewRow;
    /** The revision it was planned from. */
    revision: number;
    action: string;
    fields: string[];
    editor: ReviewEditor | "sweep";
  }

  /**
   * Renders the pages with the change applied, then commits it (row, version, audit, content version): a
   * render that fails changes nothing; a review changed meanwhile is a conflict, and a content version
   * moved meanwhile by another change has the pages produced again from what the store holds.
   */
  async function carryOut(change: Change): Promise<ReviewResult> {
    const planned = contentVersion(db) + 1;
    const reviews = storeReviews(db, new Map([[change.next.id, change.next]]));
    const rendered = await pages.produce(loadSnapshot(db, { reviews, version: planned }));
    if (!rendered.ok) {
      log.error(
        { review: change.next.id, error: rendered.error },
        "reviews: the pages could not be produced; nothing changed",
      );
      return { ok: false, problem: "renderError" };
    }
    const version = db.transaction(() => {
      if (rowOf(change.next.id)?.revision !== change.revision) return false;
      const next = { ...change.next, revision: change.revision + 1 };
      const columns = (Object.keys(next) as (keyof ReviewRow)[]).filter((k) => k !== "id");
      sql
        .prepare(`UPDATE reviews SET ${columns.map((k) => `${k} = ?`).join(", ")} WHERE id = ?`)
        .run(...columns.map((k) => next[k] ?? null), next.id);
      const byUser = change.editor === "sweep" ? null : change.editor.id;
      recordVersion(next, change.editor === "sweep" ? "sweep" : "office", byUser, next.updated_at);
      recordAudit(
        sql,
        {
          actor: change.editor === "sweep" ? "cli" : { userId: change.editor.id },
          action: change.action,
          subjectType: "review",
          subjectId: next.id,
          fields: change.fields,
        },
        new Date(next.updated_at),
      );
      return bumpContentVersion(db);
    });
    if (version === false) {
      if (contentVersion(db) !== planned - 1) await produceFromStore(change.next.id);
      return { ok: false, problem: "conflict" };
    }
    if (version !== planned) await produceFromStore(change.next.id);
    return { ok: true, version };
  }

  async function produceFromStore(id?: number) {
    const again = await pages.produce(loadSnapshot(db));
    if (!again.ok)
      log.error({ review: id, error: again.error }, "reviews: the pages could not be produced again");
  }

  /** Plans an office change on review `id` (the row as it will be), or refuses it. */
  function plan(
    id: number,
    editor: ReviewEditor | "sweep",
    action: string,
    fields: string[],
    change: (row: ReviewRow, at: string) => Partial<ReviewRow> | ReviewProblem,
  ): Promise<ReviewResult> {
    return serial(async () => {
      const row = rowOf(id);
      if (!row) return { ok: false, problem: "notFound" };
      const at = now().toISOString();
      const set = change(row, at);
      if (typeof set === "string") return { ok: false, problem: set };
      const next: ReviewRow = {
        ...row,
        ...set,
        office_touched: editor === "sweep" ? row.office_touched : 1,
        updated_at: at,
      };
      return carryOut({ next, revision: row.revision, action, fields, editor });
    });
  }

  const publishing = (row: ReviewRow, at: string): Partial<ReviewRow> | ReviewProblem => {
    if (row.consent !== 1) return "noConsent";
    if (row.state === "published") return "alreadyThat";
    return { state: "published", withheld_reason: null, withheld_by: null, published_at: at };
  };

  const api = {
    /**
     * The seed, on every start, in one transaction: a card new in the repository is added (published);
     * one the repository changed and the office never touched follows it; one the office touched stays as
     * the office left it. Nothing is counted (seeded reviews are shown, not counted).
     */
    seed(records: readonly RepoReview[]): {
      added: number;
      updated: number;
      unchanged: number;
      kept: number;
    } {
      const at = now().toISOString();
      const summary = { added: 0, updated: 0, unchanged: 0, kept: 0 };
      db.transaction(() => {
        for (const r of records) {
          const print = fingerprintOf(r);
          const row = sql.prepare("SELECT * FROM reviews WHERE seed_key = ?").get(r.seedKey) as
            ReviewRow | undefined;
          const v = r.review;
          const values = {
            kind: v.kind,
            rating: v.rating ?? null,
            letter: v.letter ? JSON.stringify(v.letter) : null,
            lang: v.lang,
            text: v.text,
            display_name: v.displayName,
            city: v.city,
            service: v.service ?? null,
            consent: v.consent ? 1 : 0,
            state: v.state,
            withheld_reason: v.withheldReason ?? null,
            translation: v.translation ? JSON.stringify(v.translation) : null,
            reply: v.reply ? JSON.stringify(v.reply) : null,
            redactions: JSON.stringify(v.redactions),
            featured: v.featured ? 1 : 0,
          };
          if (!row) {
            const inserted = sql
              .prepare(
                `INSERT INTO reviews (source, seed_key, repo_fingerprint, ${Object.keys(values).join(", ")}, received_at, published_at, updated_at)
                 VALUES ('seeded', ?, ?, ${Object.keys(values)
                   .map(() => "?")
                   .join(", ")}, ?, ?, ?) RETURNING *`,
              )
              .get(
                r.seedKey,
                print,
                ...Object.values(values),
                at,
                v.state === "published" ? at : null,
                at,
              ) as unknown as ReviewRow;
            recordVersion(inserted, "seed", null, at);
            summary.added++;
          } else if (row.repo_fingerprint === print) summary.unchanged++;
          else if (row.office_touched === 1) summary.kept++;
          else {
            const columns = Object.keys(values);
            sql
              .prepare(
                `UPDATE reviews SET ${columns.map((k) => `${k} = ?`).join(", ")}, repo_fingerprint = ?, revision = revision + 1, updated_at = ? WHERE id = ?`,
              )
              .run(...Object.values(values), print, at, row.id);
            recordVersion(rowOf(row.id) as ReviewRow, "seed", null, at);
            summary.updated++;
          }
        }
        if (summary.added + summary.updated > 0) bumpContentVersion(db);
      });
      return summary;
    },

    /**
     * A customer's review, as the review form sends it (checked here: nothing a client sends is trusted):
     * stored as received, `review.received` queued with it, then the pages that show the count and average
     * produced again. Field errors by field name (the form shows them).
     */
    async receive(
      input: unknown,
      { claim }: { claim?: (reviewId: number) => boolean } = {},
    ): Promise<ReceiveResult> {
      const parsed = receivedReview.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "review")] ??= issue.code;
        return { ok: false, errors };
      }
      const r = parsed.data;
      // A review's photo is a customer's private upload (never one the public pages serve).
      if (
        r.photoMediaId !== undefined &&
        !sql.prepare("SELECT 1 FROM media WHERE id = ? AND public = 0").get(r.photoMediaId)
      )
        return { ok: false, errors: { photoMediaId: "not_found" } };
      const at = now().toISOString();
      // `claim` spends what the review came through (its review link) in the same transaction: when it
      // cannot (spent already), nothing is stored.
      let unclaimed = false;
      const store = () =>
        db.transaction(() => {
          const row = sql
            .prepare(
              `INSERT INTO reviews (kind, source, rating, lang, text, display_name, city, consent, photo_media_id, state, received_at, lead_id, booking_id, updated_at)
             VALUES ('card', 'site', ?, ?, ?, ?, ?, ?, ?, 'received', ?, ?, ?, ?) RETURNING *`,
            )
            .get(
              r.rating,
              r.lang,
              r.text,
              r.displayName,
              r.city,
              r.consent ? 1 : 0,
              r.photoMediaId ?? null,
              at,
              "leadId" in r.from ? r.from.leadId : null,
              "bookingId" in r.from ? r.from.bookingId : null,
              at,
            ) as unknown as ReviewRow;
          if (claim && !claim(row.id)) {
            unclaimed = true;
            throw new Error("the review's link was spent");
          }
          recordVersion(row, "customer", null, at);
          // What the photo belongs to: the review (media_refs), so the media sweep keeps it.
          if (row.photo_media_id !== null)
            sql
              .prepare("INSERT OR IGNORE INTO media_refs (media_id, holder) VALUES (?, ?)")
              .run(row.photo_media_id, `review:${row.id}`);
          const review = reviewOfRow(row);
          if (!isCard(review)) throw new Error(`review ${row.id} was stored without its stars`);
          onReceived?.(review);
          bumpContentVersion(db);
          return review;
        });
      let stored: ReturnType<typeof store>;
      try {
        stored = store();
      } catch (error) {
        if (unclaimed) return { ok: false, errors: { link: "spent" } };
        throw error;
      }
      kick?.();
      // Never a customer's words lost to a render: stored first, the pages follow (or the next change).
      await serial(() => produceFromStore(stored.id));
      log.info(
        { review: stored.id, rating: stored.rating, lang: stored.lang },
        "reviews: a review was received",
      );
      return { ok: true, id: stored.id };
    },

    /**
     * Notes the photo the review's form kept for it (the media module holds it as `review:<id>`): the
     * review is stored first, so it is never lost to its photo. False when no photo was kept.
     */
    photoKept(id: number): boolean {
      const holder = `review:${id}`;
      const changed = sql
        .prepare(
          `UPDATE reviews SET photo_media_id = (SELECT MIN(media_id) FROM media_refs WHERE holder = ?)
           WHERE id = ? AND photo_media_id IS NULL AND EXISTS (SELECT 1 FROM media_refs WHERE holder = ?)`,
        )
        .run(holder, id, holder);
      return Number(changed.changes) === 1;
    },

    /** Every review, newest received first, with its revision and whether it is counted. */
    list(): OfficeReview[] {
      const rows = sql
        .prepare("SELECT * FROM reviews ORDER BY received_at DESC, id DESC")
        .all() as unknown as ReviewRow[];
      return rows.map((row) => api.officeReview(row));
    },

    officeReview(row: ReviewRow): OfficeReview {
      const review = reviewOfRow(row);
      const counted = reviewStats([review]).count === 1;
      const waits = review.state === "received" && review.consent;
      return {
        ...review,
        revision: row.revision,
        counted,
        ...(waits
          ? {
              publishesAt: new Date(Date.parse(review.receivedAt) + AUTO_PUBLISH_DAYS * DAY_MS).toISOString(),
            }
          : {}),
      };
    },

    get(id: number): OfficeReview | undefined {
      const row = rowOf(id);
      return row && api.officeReview(row);
    },

    /** Publishes a review given with consent (received or withheld: a withheld one is restored). */
    publish(editor: ReviewEditor, id: number): Promise<ReviewResult> {
      return plan(id, editor, "review.publish", ["state"], publishing);
    },

    /**
     * Deletes a review its writer asked us to remove (the privacy page's promise): the row, its history
     * and what holds its photo (returned, for the caller to remove with their files); audited
     * `review.deleted`, by whom and when. The pages follow the raised content version. Only a review
     * that came through the site: the repository's cards would come back with the next seed.
     */
    erase(editor: ReviewEditor, id: number): Promise<ReviewErased> {
      return serial((): Promise<ReviewErased> => {
        const row = rowOf(id);
        if (!row || row.source !== "site") return Promise.resolve({ ok: false, problem: "notFound" });
        const photos: number[] = [];
        db.transaction(() => {
          forgetReviewIds(db, [id], photos);
          recordAudit(
            sql,
            {
              actor: { userId: editor.id },
              action: "review.deleted",
              subjectType: "review",
              subjectId: id,
              fields: ["writer_asked"],
            },
            now(),
          );
        });
        log.info({ review: id }, "reviews: a review deleted at its writer's request");
        return Promise.resolve({ ok: true, photos });
      });
    },

    /** Brings a withheld review back: published again (the reason stays in its history and the audit log). */
    restore(editor: ReviewEditor, id: number): Promise<ReviewResult> {
      return plan(id, editor, "review.restore", ["state"], (row, at) =>
        row.state !== "withheld" ? "alreadyThat" : publishing(row, at),
      );
    },

    /**
     * Withholds a review for one of the policy's reasons, whatever its rating; anything else (no reason,
     * "negative", a made-up one) is refused. The reason and who chose it are stored and audited.
     */
    withhold(editor: ReviewEditor, id: number, reason: unknown): Promise<ReviewResult> {
      const why = WITHHOLD_REASONS.find((r) => r === reason);
      if (!why) return Promise.resolve({ ok: false, problem: "reasonRequired" });
      return plan(id, editor, "review.withhold", ["state", `withheld_${why}`], (row) =>
        row.state === "withheld" && row.withheld_reason === why
          ? "alreadyThat"
          : { state: "withheld", withheld_reason: why, withheld_by: editor.id, published_at: null },
      );
    },

    /** The owner's public reply, shown under the review (null removes it). */
    reply(editor: ReviewEditor, id: number, text: string | null): Promise<ReviewResult> {
      const at = now().toISOString();
      const reply = text === null ? null : ownerReply.safeParse({ text, at });
      if (reply && !reply.success) return Promise.resolve({ ok: false, problem: "invalid" });
      return plan(id, editor, text === null ? "review.reply.remove" : "review.reply", ["reply"], (row) =>
        // A letter is offered whole as its PDF: a reply under it would be shown nowhere.
        row.kind === "letter" && reply ? "invalid" : { reply: reply ? JSON.stringify(reply.data) : null },
      );
    },

    /** The office's translation into the other language, shown marked as translated (null removes it). */
    translate(editor: ReviewEditor, id: number, words: unknown): Promise<ReviewResult> {
      return plan(
        id,
        editor,
        words === null ? "review.translation.remove" : "review.translate",
        ["translation"],
        (row) => {
          if (words === null) return { translation: null };
          // The parts not sent (a card's service and city, a letter's parts) stay as the translation had them.
          const had = row.translation ? (JSON.parse(row.translation) as Record<string, unknown>) : {};
          const t = reviewTranslation.safeParse({
            ...had,
            ...(words as object),
            lang: row.lang === "en" ? "es" : "en",
          });
          if (t.success && row.kind === "letter" && !t.data.letter) return "invalid";
          return t.success ? { translation: JSON.stringify(t.data) } : "invalid";
        },
      );
    },

    /**
     * Marks parts of the text to hide (personal data): the customer's words are never edited; the pages
     * show each marked part as a redaction mark. An empty list removes every mark.
     */
    redact(editor: ReviewEditor, id: number, marks: unknown): Promise<ReviewResult> {
      return plan(id, editor, "review.redact", ["redactions"], (row) => {
        const parsed = redaction.array().max(20).safeParse(marks);
        if (!parsed.success || parsed.data.some((m) => m.end > row.text.length)) return "invalid";
        if (!redactionsWithinLimits(row.text, parsed.data)) return "tooMuchHidden";
        return { redactions: JSON.stringify(parsed.data) };
      });
    },

    /** The review's kept versions, newest first. */
    history(id: number): ReviewVersion[] {
      const rows = sql
        .prepare("SELECT id, at, by_user, data, changed FROM content_versions WHERE key = ? ORDER BY id DESC")
        .all(versionKey(id)) as {
        id: number;
        at: string;
        by_user: number | null;
        data: string;
        changed: string;
      }[];
      return rows.map((v) => {
        const data = JSON.parse(v.data) as Omit<ReviewVersion, "id" | "at" | "byUserId" | "changed">;
        return {
          ...data,
          id: v.id,
          at: v.at,
          byUserId: v.by_user,
          changed: JSON.parse(v.changed) as string[],
        };
      });
    },

    /** The count and average of the reviews received through the site (not withheld as fake). */
    stats(): ReviewStats {
      return storeReviews(db).stats;
    },

    /** What the office's numbers show: received, published, and the count and average. */
    numbers(): ReviewNumbers {
      const all = (
        sql.prepare("SELECT * FROM reviews WHERE source = 'site'").all() as unknown as ReviewRow[]
      ).map(reviewOfRow);
      return {
        received: all.length,
        published: all.filter((r) => r.state === "published" && r.consent).length,
        ...reviewStats(all),
      };
    },

    /**
     * The sweep: publishes every review given with consent that is still waiting `AUTO_PUBLISH_DAYS`
     * after it was received, whatever its rating (audited as the site's own act).
     */
    async publishDue(): Promise<{ published: number[] }> {
      const before = new Date(now().getTime() - AUTO_PUBLISH_DAYS * DAY_MS).toISOString();
      const due = sql
        .prepare(
          "SELECT id FROM reviews WHERE state = 'received' AND consent = 1 AND received_at <= ? ORDER BY id",
        )
        .all(before) as { id: number }[];
      const published: number[] = [];
      // Each is read again when its turn comes: one the office acted on meanwhile (withheld, say) is
      // left as the office left it.
      const stillDue = (row: ReviewRow, at: string) =>
        row.state !== "received" || row.consent !== 1 || row.received_at > before
          ? "alreadyThat"
          : publishing(row, at);
      for (const { id } of due) {
        const result = await plan(id, "sweep", "review.autopublish", ["state"], stillDue);
        if (result.ok) published.push(id);
        else if (result.problem !== "alreadyThat")
          log.warn({ review: id, problem: result.problem }, "reviews: a review due could not be published");
      }
      if (published.length)
        log.info({ published }, "reviews: published after 7 days without the office acting");
      return { published };
    },

    /** Runs `publishDue` every `intervalMs` (an unref'd timer); returns a function that stops it. */
    startSweep(intervalMs = 60_000): () => void {
      const timer = setInterval(() => {
        api.publishDue().catch((error: unknown) => log.error({ err: error }, "reviews: the sweep failed"));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  return api;
}

export type ReviewStore = ReturnType<typeof createReviewStore>;

/** The seed's one line at start. */
export const reviewSeedLine = (s: {
  added: number;
  updated: number;
  unchanged: number;
  kept: number;
}): string =>
  `review store: ${s.added} added, ${s.updated} updated from the repository, ${s.unchanged} unchanged, ${s.kept} kept as the office left them`;
