import type { ReactNode } from "react";

/** An office page's heading and body, sober and dense. */
export function OfficePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    // Typed text breaks wherever it must (the layout says so too; an error page has only this).
    <div className="mx-auto w-full max-w-5xl px-4 py-5 wrap-anywhere sm:px-6">
      <h1 className="text-xl font-bold text-navy-950 sm:text-2xl">{title}</h1>
      {intro ? <p className="mt-1 max-w-prose text-sm text-slate-700">{intro}</p> : null}
      <div className="mt-4 space-y-6">{children}</div>
    </div>
  );
}

/** A status line after an action (polite live region). */
export function Notice({ tone = "ok", children }: { tone?: "ok" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          : "rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      }
    >
      {children}
    </p>
  );
}

export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-navy-950 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500";
export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded border border-red-700 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500";
export const inputClass =
  "block min-h-11 w-full rounded border border-slate-500 bg-white px-3 py-2 text-base text-navy-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-500";
