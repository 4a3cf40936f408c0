/**
 * The arrival windows as one native radio group (one `name`), in a fieldset per day: arrow keys move
 * through every window, Space picks one, and it works without script. Each day is one row of windows;
 * the next few open days come first and the later ones wait behind a native disclosure (`<details>`,
 * open when the window to show as chosen, or one offered instead, is among them), so the visitor's
 * details start within two phone screens. Props only; the page groups and labels the windows (Pacific
 * Time).
 */
import type { ReactNode } from "react";
export interface PickerDay {
  /** "Tuesday, March 16". */
  label: string;
  windows: readonly { id: string; label: string; note?: string }[];
}

interface WindowPickerProps {
  name: string;
  legend: string;
  hint?: string;
  days: readonly PickerDay[];
  /** The window to show as chosen (a form sent back with errors). */
  checked?: string;
  error?: string;
  /** Shown instead of the days when there are none. */
  empty: string;
  /** Prefix of the radios' ids (`<prefix>-<window id>`), which an error summary links to. */
  idPrefix?: string;
  /** WebMCP: what the choice means, for a browser agent (on every radio of the group). */
  toolDescription?: string;
  /** The disclosure's summary for the later days ("Later dates (22 more days)"), given their count. */
  moreDates: (days: number) => string;
  /** Windows the page points to (one offered instead of a taken one): their days are not hidden. */
  reveal?: readonly string[];
  /** How many days are shown before the disclosure. */
  firstDays?: number;
}

/** The next open days shown before the disclosure: a working week and its Saturday. */
export const FIRST_DAYS = 6;

export function WindowPicker({
  name,
  legend,
  hint,
  days,
  checked,
  error,
  empty,
  idPrefix = "window",
  toolDescription,
  moreDates,
  reveal = [],
  firstDays = FIRST_DAYS,
}: WindowPickerProps) {
  const hintId = hint ? `${idPrefix}-hint` : null;
  const errorId = `${idPrefix}-error`;
  const first = days[0]?.windows[0]?.id;
  // A lone day left over would hide one row behind a disclosure: show it instead.
  const shown = days.length <= firstDays + 1 ? days : days.slice(0, firstDays);
  const later = days.slice(shown.length);
  const wanted = new Set([...reveal, ...(checked ? [checked] : [])]);
  const openLater = later.some((day) => day.windows.some((w) => wanted.has(w.id)));
  const row = (day: PickerDay): ReactNode => (
    <fieldset key={day.label} className="min-w-0 sm:grid sm:grid-cols-[15rem_1fr] sm:items-center sm:gap-4">
      <legend className="float-left mb-1.5 w-full text-sm font-semibold text-navy-900 sm:mb-0 sm:w-auto">
        {day.label}
      </legend>
      <div className="clear-left grid grid-cols-2 gap-2 sm:col-start-2 sm:clear-none lg:grid-cols-3">
        {day.windows.map((w) => (
          <label
            key={w.id}
            htmlFor={`${idPrefix}-${w.id}`}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-navy-900 has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:ring-2 has-checked:ring-teal-700 has-focus-visible:ring-2 has-focus-visible:ring-teal-600 has-focus-visible:ring-offset-1"
          >
            <input
              type="radio"
              id={`${idPrefix}-${w.id}`}
              name={name}
              value={w.id}
              required
              defaultChecked={w.id === checked}
              aria-invalid={error && w.id === first ? true : undefined}
              toolparamdescription={toolDescription}
              className="size-5 shrink-0 accent-teal-700"
            />
            <span className="leading-tight">
              <span className="font-semibold whitespace-nowrap">{w.label}</span>
              {w.note ? <span className="block text-xs text-slate-600">{w.note}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ") || undefined}
      className="min-w-0"
    >
      <legend className="text-xl font-bold text-navy-900">{legend}</legend>
      {hintId ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {days.length === 0 ? (
        <p className="mt-4 rounded-md bg-amber-50 p-4 text-navy-900">{empty}</p>
      ) : (
        <div className="mt-4 space-y-3">
          {shown.map(row)}
          {later.length > 0 ? (
            <details open={openLater || undefined} className="group rounded-md border border-slate-200">
              <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none">
                <span
                  aria-hidden="true"
                  className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
                >
                  ▸
                </span>
                {moreDates(later.length)}
              </summary>
              <div className="space-y-3 px-3 pt-1 pb-3">{later.map(row)}</div>
            </details>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
