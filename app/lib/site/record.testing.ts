/** Tests: how a record's declaration (record.ts) differs from its table after every schema step. */
import { SiteDb } from "./site-db.server";
import type { Columns } from "./record";

interface TableColumn {
  name: string;
  type: string;
  notnull: number;
  pk: number;
  dflt_value: string | null;
}

/**
 * What differs between a declaration and the table a new file's schema steps leave (PRAGMA table_info),
 * one line each; none when they agree: the same columns; a column's type holds text exactly where the
 * table's column is TEXT; null allowed exactly where the table allows it (an INTEGER or TEXT PRIMARY KEY
 * is never null once stored); a declared default is the table's.
 */
export function tableProblems(table: string, columns: Columns): string[] {
  const site = new SiteDb(":memory:");
  const info = site.db.prepare(`PRAGMA table_info(${table})`).all() as unknown as TableColumn[];
  site.close();
  const problems: string[] = [];
  const declared = Object.keys(columns);
  for (const c of info)
    if (!declared.includes(c.name)) problems.push(`${c.name}: in the table, not declared`);
  for (const name of declared)
    if (!info.some((c) => c.name === name)) problems.push(`${name}: declared, not in the table`);
  for (const c of info) {
    const spec = columns[c.name];
    if (!spec) continue;
    const accepts = (v: unknown) => spec.schema.safeParse(v).success;
    const nullable = c.notnull === 0 && c.pk === 0;
    if (accepts(null) !== nullable)
      problems.push(`${c.name}: ${nullable ? "nullable" : "NOT NULL"} in the table`);
    if (c.type === "TEXT" && accepts(0)) problems.push(`${c.name}: TEXT in the table, declared a number`);
    if (c.type === "INTEGER" && accepts("0")) problems.push(`${c.name}: INTEGER in the table, declared text`);
    if (spec.default !== undefined) {
      const sql = typeof spec.default === "string" ? `'${spec.default}'` : String(spec.default);
      if (c.dflt_value !== sql)
        problems.push(`${c.name}: declared default ${sql}, the table's ${c.dflt_value}`);
    }
  }
  return problems;
}
