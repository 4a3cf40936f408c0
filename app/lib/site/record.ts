/**
 * A table's record, declared once (decision 023): each column's zod type, who fills it, and what else the
 * code needs to know of it (the CSV export, a typed field's cap, the table's default). Derived from a
 * declaration: the row a `SELECT *` reads (`RowOf`), what a new row is given (`GivenOf`), the INSERT and
 * its parameters (`insertInto`). A test compares each declaration with the table every schema step
 * leaves (`tableProblems` in record.testing.ts). The leads (leads/lead-record.ts), the bookings
 * (booking/booking-record.ts) and the office's tables (office/office-records.ts) are declared with it.
 *
 * Imports zod only, with no bundler names: the command line loads the office's stores, and so this file,
 * without the bundler.
 */
import type { SQLInputValue } from "node:sqlite";
import type { z } from "zod";

/**
 * Who fills a column: the visitor (a form field; with `max`, one they type), the request (the service: the
 * page, language, door, client and screening), the store as it inserts or changes the row, or the office
 * afterwards (left to the column's default by the INSERT).
 */
export type Filler = "visitor" | "request" | "store" | "office";

interface ColumnOptions<T> {
  /** In the CSV export, in declaration order. */
  csv?: boolean;
  /** A field the visitor types: the most characters it takes (the input's maxlength, validation). */
  max?: number;
  /** The column's DEFAULT: a new row may leave it out (the test compares it with the table's). */
  default?: T;
}

/** One column: who fills it and what it holds (null allowed only where the column is nullable: the test checks). */
export function column<F extends Filler, S extends z.ZodType, const O extends ColumnOptions<z.output<S>>>(
  filler: F,
  schema: S,
  options: O = {} as O,
) {
  return {
    filler,
    schema,
    csv: options.csv ?? false,
    max: options.max as O extends { max: number } ? number : undefined,
    default: options.default as O extends { default: infer D } ? D : undefined,
  };
}

/** Any column `column` declares. */
export interface ColumnSpec {
  filler: Filler;
  schema: z.ZodType;
  csv: boolean;
  max: number | undefined;
  default: unknown;
}
export type Columns = Record<string, ColumnSpec>;

/** A stored row, as `SELECT *` reads it. */
export type RowOf<C extends Columns> = { [K in keyof C]: z.output<C[K]["schema"]> };

/** The columns a filler (or fillers) fills. */
export type FilledBy<C extends Columns, F extends Filler> = {
  [K in keyof C]: C[K]["filler"] extends F ? K : never;
}[keyof C];

/** Of the columns `K`, those a new row may leave out: nullable, or with a default. */
type Optional<C extends Columns, K extends keyof C> = {
  [P in K]: null extends RowOf<C>[P] ? P : C[P]["default"] extends undefined ? never : P;
}[K];

/** What a new row gives for the columns `K`: nullable and defaulted ones may be left out. */
export type GivenOf<C extends Columns, K extends keyof C> = {
  [P in Exclude<K, Optional<C, K>>]: RowOf<C>[P];
} & {
  [P in Optional<C, K>]?: RowOf<C>[P];
};

/** The columns `K` each with its value, null for SQLite's choice (an INTEGER PRIMARY KEY takes the next id). */
export type ValuesOf<C extends Columns, K extends keyof C> = { [P in K]: RowOf<C>[P] | null };

/** The columns with a cap among `K`: the fields a visitor types. */
export type CappedOf<C extends Columns, K extends keyof C> = {
  [P in K]: C[P]["max"] extends number ? P : never;
}[K];

/** True when A and B are the same union (a declaration's checks on the lists kept apart from it). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Each capped column's cap. */
export function capsOf<C extends Columns, K extends keyof C & string>(columns: C, keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, columns[k]?.max])) as Record<K, number>;
}

/** The CSV export's columns, in declaration order. */
export const csvColumnsOf = <C extends Columns>(columns: C) =>
  (Object.keys(columns) as (keyof C & string)[]).filter((k) => columns[k]?.csv);

/**
 * The INSERT of one row into `table`: the columns `inserted` keeps (the others take their defaults), bound
 * by name. `values(given, own)`: a column the store fills itself (`own`, even as null) takes that value,
 * else the given one, else its default, else null.
 */
export function insertInto<C extends Columns>(
  table: string,
  columns: C,
  inserted: (spec: C[keyof C], name: keyof C & string) => boolean = () => true,
) {
  const names = (Object.keys(columns) as (keyof C & string)[]).filter((k) => inserted(columns[k], k));
  return {
    names,
    sql: `INSERT INTO ${table} (${names.join(", ")}) VALUES (${names.map((k) => `:${k}`).join(", ")})`,
    values(given: object, own: object = {}): Record<string, SQLInputValue> {
      const g = given as Partial<Record<string, SQLInputValue>>;
      const o = own as Partial<Record<string, SQLInputValue>>;
      const values: Record<string, SQLInputValue> = {};
      for (const k of names)
        values[k] =
          k in o ? (o[k] ?? null) : (g[k] ?? (columns[k]?.default as SQLInputValue | undefined) ?? null);
      return values;
    },
  };
}
