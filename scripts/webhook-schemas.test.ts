import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "../app/lib/webhooks/webhook-config.server.ts";
import { SCHEMA_DIR, schemaFiles } from "./webhook-schemas.ts";

describe("webhook schema files", () => {
  it("docs/webhooks holds the current JSON Schema of every event (node scripts/webhook-schemas.ts)", async () => {
    const files = await schemaFiles();
    expect(files.map((f) => f.file)).toEqual(EVENT_TYPES.map((t) => `${t}.schema.json`));
    for (const { file, text } of files)
      expect(readFileSync(join(SCHEMA_DIR, file), "utf8"), `${file} is out of date`).toBe(text);
  });
});
