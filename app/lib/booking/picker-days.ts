/** Booking: open windows grouped by Pacific day and labelled in a language, for the window picker. */
import type { Lang } from "~/content/i18n";
import type { PickerDay } from "~/components/sections/window-picker";
import { dayLabel, timeRange } from "./window-labels";
import type { OpenWindow } from "./windows";

export function pickerDays(
  windows: readonly OpenWindow[],
  lang: Lang,
  seatsNote: (seatsLeft: number) => string | undefined,
): PickerDay[] {
  const days = new Map<string, PickerDay & { windows: { id: string; label: string; note?: string }[] }>();
  for (const w of windows) {
    let day = days.get(w.date);
    if (!day) days.set(w.date, (day = { label: dayLabel(w.start, lang), windows: [] }));
    const note = seatsNote(w.seatsLeft);
    day.windows.push({ id: w.id, label: timeRange(w, lang), ...(note ? { note } : {}) });
  }
  return [...days.values()];
}
