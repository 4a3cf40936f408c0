/**
 * What changed between two versions of a record, as the history screen shows it: each changed field, old
 * → new, and for long text a line-by-line diff. Plain functions over the stored records (projects and
 * articles alike), no server code.
 */

export { historyPath } from "./content-paths";

/** A record's value at a field path ("title", "es.body", "before.alt"); undefined when absent. */
export function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A value as one line of text: lists joined by commas, objects as `name: value` pairs. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) =>
      v !== null && typeof v === "object" && !Array.isArray(v)
        ? `${k}: (${valueText(v)})`
        : `${k}: ${valueText(v)}`,
    )
    .join("; ");
}

export type DiffLine = { op: "same" | "add" | "del"; text: string };

/** Above this many lines on either side the screen shows both texts instead of a diff. */
export const MAX_DIFF_LINES = 2_000;

/** The lines of `after` against `before`: kept, removed and added, in order (a longest-common-subsequence diff). */
export function lineDiff(before: string, after: string): DiffLine[] | null {
  const a = before === "" ? [] : before.split("\n");
  const b = after === "" ? [] : after.split("\n");
  if (a.length > MAX_DIFF_LINES || b.length > MAX_DIFF_LINES) return null;
  // at(i, j): the longest common subsequence of a[i..] and b[j..], in one flat table.
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  const at = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x !== undefined && y !== undefined && x === y) {
      out.push({ op: "same", text: x });
      i++;
      j++;
    } else if (x !== undefined && (y === undefined || at(i + 1, j) >= at(i, j + 1))) {
      out.push({ op: "del", text: x });
      i++;
    } else if (y !== undefined) {
      out.push({ op: "add", text: y });
      j++;
    }
  }
  return out;
}

/** Whether a value is long text, shown as a diff of its lines rather than old → new. */
export const isLongText = (text: string): boolean => text.includes("\n") || text.length > 200;

export interface FieldChange {
  path: string;
  before: string;
  after: string;
  /** For long text: the lines kept, removed and added (null: too long, both texts are shown). */
  lines?: DiffLine[] | null;
}

/** Each changed field of `record` against the version before it (`previous`; none for the first version). */
export function fieldChanges(changed: readonly string[], record: unknown, previous: unknown): FieldChange[] {
  return changed.map((path) => {
    const before = previous === undefined ? "" : valueText(valueAt(previous, path));
    const after = valueText(valueAt(record, path));
    return isLongText(before) || isLongText(after)
      ? { path, before, after, lines: lineDiff(before, after) }
      : { path, before, after };
  });
}

/** Collapses runs of unchanged lines longer than `keep` × 2 to their ends, so a diff shows where it changed. */
export function trimSame(lines: readonly DiffLine[], keep = 2): (DiffLine | { op: "gap"; count: number })[] {
  const out: (DiffLine | { op: "gap"; count: number })[] = [];
  let run: DiffLine[] = [];
  const flush = (atStart: boolean, atEnd: boolean) => {
    const head = atStart ? 0 : keep;
    const tail = atEnd ? 0 : keep;
    if (run.length > head + tail + 1) {
      out.push(
        ...run.slice(0, head),
        { op: "gap", count: run.length - head - tail },
        ...run.slice(run.length - tail),
      );
    } else out.push(...run);
    run = [];
  };
  let start = true;
  for (const line of lines) {
    if (line.op === "same") run.push(line);
    else {
      flush(start, false);
      start = false;
      out.push(line);
    }
  }
  flush(start, true);
  return out;
}
