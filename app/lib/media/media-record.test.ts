import { describe, expect, it } from "vitest";
import { SiteDb } from "../site/site-db.server";
import { MEDIA_COLUMNS, type MediaColumn } from "./media-record";

describe("the media record's declaration", () => {
  it("names exactly the columns of the media table after every schema step, nullable where the table is", () => {
    const site = new SiteDb(":memory:");
    const table = site.db.prepare("PRAGMA table_info(media)").all() as {
      name: string;
      notnull: number;
      pk: number;
      dflt_value: string | null;
    }[];
    site.close();
    expect(table.map((c) => c.name).sort()).toEqual(Object.keys(MEDIA_COLUMNS).sort());
    for (const c of table) {
      const spec = MEDIA_COLUMNS[c.name as MediaColumn];
      const nullable = c.notnull === 0 && c.pk === 0;
      expect(spec.schema.safeParse(null).success, `${c.name} nullable`).toBe(nullable);
      if (spec.default !== undefined) expect(c.dflt_value, `${c.name} default`).not.toBeNull();
    }
  });
});
