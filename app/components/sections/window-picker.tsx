/**
 * The arrival windows as one native radio group (one `name`), in a fieldset per day: arrow keys move
 * through every window, Space picks one, and it works without script. Props only; the page groups and
 * labels the windows (Pacific Time).
 */
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
}

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
}: WindowPickerProps) {
  const hintId = hint ? `${idPrefix}-hint` : null;
  const errorId = `${idPrefix}-error`;
  const first = days[0]?.windows[0]?.id;
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
        <div className="mt-4 space-y-4">
          {days.map((day) => (
            <fieldset
              key={day.label}
              className="min-w-0 sm:grid sm:grid-cols-[13rem_1fr] sm:items-start sm:gap-4"
            >
              <legend className="float-left mb-2 w-full text-sm font-semibold text-navy-900 sm:mb-0 sm:w-auto sm:pt-3">
                {day.label}
              </legend>
              <div className="clear-left grid grid-cols-2 gap-2 sm:col-start-2 sm:clear-none lg:grid-cols-3">
                {day.windows.map((w) => (
                  <label
                    key={w.id}
                    htmlFor={`${idPrefix}-${w.id}`}
                    className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-navy-900 has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:ring-2 has-checked:ring-teal-700 has-focus-visible:ring-2 has-focus-visible:ring-teal-600"
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
                      className="size-4 shrink-0 accent-teal-700"
                    />
                    <span>
                      <span className="font-semibold">{w.label}</span>
                      {w.note ? <span className="block text-xs text-slate-600">{w.note}</span> : null}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  );
}
