import type { ReactNode } from "react";
import { contentListCopy } from "~/content/office/website";

/** The pieces the content list and the project editor share: state badges and the storage banner. */

export type BadgeTone = "draft" | "live" | "changes" | "off" | "gone" | "warn" | "info";

const TONES: Record<BadgeTone, string> = {
  draft: "bg-white text-slate-800 border-slate-500 border-dashed",
  live: "bg-emerald-50 text-emerald-950 border-emerald-600",
  changes: "bg-amber-100 text-amber-950 border-amber-500",
  off: "bg-slate-100 text-slate-800 border-slate-400",
  gone: "bg-red-50 text-red-900 border-red-400",
  warn: "bg-orange-50 text-orange-950 border-orange-500",
  info: "bg-sky-50 text-sky-950 border-sky-400",
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}
      data-testid="badge"
    >
      {children}
    </span>
  );
}

export type RecordState = "draft-only" | "published" | "published-with-draft" | "unpublished" | "deleted";

/** What a record's badges say: its state, then what else needs a look. */
export function badgesOf(row: {
  state: RecordState;
  missingSpanish: boolean;
  featured?: boolean;
  restorableUntil?: string | undefined;
  photos?: { pending: number; failed: number };
  /** The date the deleted badge shows, formatted by the caller. */
  restorableLabel?: string;
  /** When a scheduled publish is due, formatted by the caller (Pacific); set when one was refused. */
  scheduledLabel?: string;
  scheduleRefused?: unknown;
}): { tone: BadgeTone; text: string }[] {
  const b = contentListCopy.badges;
  const state: Record<RecordState, { tone: BadgeTone; text: string }> = {
    "draft-only": { tone: "draft", text: b.draft },
    published: { tone: "live", text: b.published },
    "published-with-draft": { tone: "changes", text: b.changes },
    unpublished: { tone: "off", text: b.unpublished },
    deleted: { tone: "gone", text: b.deleted(row.restorableLabel ?? "") },
  };
  return [
    state[row.state],
    ...(row.missingSpanish ? [{ tone: "warn" as const, text: b.missingSpanish }] : []),
    ...(row.featured ? [{ tone: "info" as const, text: b.featured }] : []),
    ...(row.scheduledLabel ? [{ tone: "info" as const, text: b.scheduled(row.scheduledLabel) }] : []),
    ...(row.scheduleRefused ? [{ tone: "gone" as const, text: b.scheduleRefused }] : []),
    ...(row.photos?.pending ? [{ tone: "info" as const, text: b.photosPending(row.photos.pending) }] : []),
    ...(row.photos?.failed ? [{ tone: "gone" as const, text: b.photosFailed(row.photos.failed) }] : []),
  ];
}

export function Badges({ badges }: { badges: { tone: BadgeTone; text: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label={contentListCopy.badgesLabel}>
      {badges.map((badge) => (
        <li key={badge.text}>
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * The storage banner: near the media cap a warning, at it the refusal uploads get (both in the words of
 * app/content/office/media.ts, which `media.usage()` gives); nothing while there is room.
 */
export function StorageBanner({ usage }: { usage: { state: "ok" | "near" | "full"; message?: string } }) {
  if (usage.state === "ok" || !usage.message) return null;
  return (
    <p
      role={usage.state === "full" ? "alert" : "status"}
      data-testid="storage-banner"
      className={
        usage.state === "full"
          ? "rounded border border-red-400 bg-red-50 px-3 py-2 text-sm font-semibold text-red-900"
          : "rounded border border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      }
    >
      {usage.message}
    </p>
  );
}
