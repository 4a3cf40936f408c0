/**
 * Writes docs/webhooks/<event>.schema.json: the JSON Schema of each webhook event, generated from the code
 * that builds the events (app/lib/webhooks/webhook-events.server.ts), for docs/webhooks.md
 * ("Send leads to your CRM"). A unit test fails when a file is out of date:
 *   node scripts/webhook-schemas.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const SCHEMA_DIR = fileURLToPath(new URL("../docs/webhooks/", import.meta.url));

/** Each event's schema file: its name and its text. */
export async function schemaFiles(): Promise<{ file: string; text: string }[]> {
  const { EVENT_TYPES } = await import("../app/lib/webhooks/webhook-config.server.ts");
  const { eventJsonSchema } = await import("../app/lib/webhooks/webhook-events.server.ts");
  return EVENT_TYPES.map((type) => ({
    file: `${type}.schema.json`,
    text: `${JSON.stringify(eventJsonSchema(type), null, 2)}\n`,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The resolve hook lets Node load the app's modules by their bundler names (run directly only).
  const resolveHook: string = "./ts-resolve.js";
  await import(resolveHook);
  mkdirSync(SCHEMA_DIR, { recursive: true });
  for (const { file, text } of await schemaFiles()) {
    writeFileSync(join(SCHEMA_DIR, file), text);
    console.log(`wrote docs/webhooks/${file}`);
  }
}
