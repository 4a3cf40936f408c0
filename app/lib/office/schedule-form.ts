/**
 * The article editor's "Publish later" fields as a form posts them (a native date and time input, or what
 * a browser without them lets someone type): the Pacific day and time the store's `schedule` takes, or
 * why not. Whether the moment has passed is the store's to say (its clock). Plain functions, used on the
 * server and in tests.
 */

/** What was typed, kept as typed (trimmed and bounded) so a refusal shows it again. */
export interface ScheduleValues {
  date: string;
  time: string;
}

export const SCHEDULE_FIELDS = { date: "scheduleDate", time: "scheduleTime" } as const;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, 40) : "";
};

export const scheduleValuesFrom = (form: FormData): ScheduleValues => ({
  date: field(form, SCHEDULE_FIELDS.date),
  time: field(form, SCHEDULE_FIELDS.time),
});

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-11-02" as sent by a date input, or "11/2/2026" as typed in the US; "" when neither. */
function dateOf(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${pad(Number(us[1]))}-${pad(Number(us[2]))}` : "";
}

/** "08:30" or "08:30:00" as sent by a time input, or "8:30 am" / "8:30 PM" as typed; "" when neither. */
function timeOf(text: string): string {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*([ap])?\.?\s*m?\.?$/i.exec(text);
  if (!m) return "";
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return "";
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  }
  return hour <= 23 && minute <= 59 ? `${pad(hour)}:${pad(minute)}` : "";
}

/** The day and time for the store (it checks the calendar and the clock), or `scheduleInvalid`. */
export function scheduleWhen(
  values: ScheduleValues,
): { ok: true; when: ScheduleValues } | { ok: false; problem: "scheduleInvalid" } {
  const date = dateOf(values.date);
  const time = timeOf(values.time);
  return date && time ? { ok: true, when: { date, time } } : { ok: false, problem: "scheduleInvalid" };
}
