import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createCapabilities } from "../../../server/capabilities.server";
import { parseEnv } from "../site/env.server";
import { createLogger } from "../site/logger.server";
import { contentKey } from "./content-record";
import { deleteRecord, liveRecords, saveRecord } from "./content-store.server";
import { siteRepoRecords } from "./repo-content.server";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Starts the server's capabilities on `path` and returns the lines it logged. */
async function startOnce(path: string, before?: (c: ReturnType<typeof createCapabilities>) => void) {
  const lines: string[] = [];
  const log = createLogger("info", { write: (line: string) => void lines.push(line) });
  const capabilities = createCapabilities(
    parseEnv({ LEADS_DB: path, MEDIA_DIR: join(path, "..", "media") }),
    {
      log,
    },
  );
  before?.(capabilities);
  capabilities.start();
  const projects = liveRecords(capabilities.db, "project").length;
  await capabilities.stop();
  return { lines: lines.map((l) => (JSON.parse(l) as { msg: string }).msg), projects };
}

describe("the server's start", () => {
  it("fills the content store from the repository and logs one line; a restart keeps an office deletion", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-start-"));
    dirs.push(dir);
    const path = join(dir, "site.db");
    const repo = siteRepoRecords();
    const projectCount = repo.filter((r) => r.item.kind === "project").length;

    const first = await startOnce(path);
    expect(first.lines.filter((l) => l.startsWith("content store:"))).toEqual([
      expect.stringContaining(`${repo.length} added`),
    ]);
    expect(first.projects).toBe(projectCount);

    const deleted = repo.find((r) => r.item.kind === "project")!;
    const second = await startOnce(path, (c) => deleteRecord(c.db, contentKey(deleted.item)));
    expect(second.lines.find((l) => l.startsWith("content store:"))).toContain("0 added");
    expect(second.lines.find((l) => l.startsWith("content store:"))).toContain(
      "1 kept as the office left them",
    );
    expect(second.projects).toBe(projectCount - 1);
  });

  it("keeps an uploaded photo a stored record uses from the media sweep, and sweeps one nothing uses", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-sweep-"));
    dirs.push(dir);
    const capabilities = createCapabilities(
      parseEnv({ LEADS_DB: join(dir, "site.db"), MEDIA_DIR: join(dir, "media") }),
      { log: createLogger("silent") },
    );
    capabilities.start();
    const longAgo = new Date(Date.now() - 30 * 24 * 3600_000).toISOString();
    const insert = capabilities.db.db.prepare(
      "INSERT INTO media (id, created_at, state, type, upload_bytes, width, height, variants) VALUES (?, ?, 'ready', 'jpeg', 10, 800, 600, '[]')",
    );
    insert.run(41, longAgo);
    insert.run(42, longAgo);
    const project = liveRecords(capabilities.db, "project")[0]!.record;
    saveRecord(capabilities.db, {
      kind: "project",
      record: {
        ...project,
        after: { source: { media: 41 }, alt: "The finished deck, photographed from the door" },
      },
    });
    await capabilities.media.sweep();
    expect(capabilities.media.store.get(41)).toBeDefined();
    expect(capabilities.media.store.get(42)).toBeUndefined();
    await capabilities.stop();
  });
});
