import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "~/content/testimonials";
import { formatFileSize } from "~/lib/rendering/format-file-size";
import { letterDownloads } from "~/lib/rendering/testimonial-pdfs.server";
import { readLeads, uniqueLead } from "./support/leads";
import { startServer, testPort, type RunningServer } from "./support/server";

/**
 * The built server started from a folder that is not the project (as a process manager might): it
 * finds its files and its database from the project, never from the working folder.
 */
const root = new URL("../../", import.meta.url).pathname;
const builtFile = (href: string) => join(root, "build/client", href);

let dir: string;
let dbFile: string;
let site: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "working-folder-e2e-"));
  const elsewhere = join(dir, "elsewhere");
  mkdirSync(elsewhere);
  dbFile = join(dir, "leads.db");
  // A relative LEADS_DB, as in .env.example: taken from the project folder (here it leads back out to
  // this test's folder), so a server that read it from its working folder would open another file.
  site = await startServer(testPort(83), { LEADS_DB: relative(root, dbFile) }, { cwd: elsewhere });
});

afterAll(async () => {
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a server started from another working folder", () => {
  it("shows the testimonial letters' sizes on /testimonials?x=1", async () => {
    const res = await fetch(`${site.url}/testimonials?x=1`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(testimonials.letters.length).toBeGreaterThan(0);
    for (const d of letterDownloads(testimonials.letters)) {
      expect(html).toContain(`(PDF<!-- -->, ${formatFileSize(statSync(builtFile(d.href)).size)}<!-- -->)`);
    }
  });

  it("measures the letters on demand from the project, whatever the working folder", () => {
    const started = process.cwd();
    process.chdir(dir);
    try {
      for (const d of letterDownloads(testimonials.letters)) {
        expect(d.bytes, d.href).toBe(statSync(builtFile(d.href)).size);
      }
    } finally {
      process.chdir(started);
    }
  });

  it("renders a page on demand", async () => {
    const res = await fetch(`${site.url}/gallery?item=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });

  it("opens the project's database (LEADS_DB taken from the project folder) and stores a lead in it", async () => {
    expect(site.output()).toContain(`"db":"${dbFile}"`);
    const lead = uniqueLead("working-folder");
    const res = await fetch(`${site.url}/api/quote`, {
      method: "POST",
      body: JSON.stringify(lead),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(201);
    expect(readLeads(dbFile).filter((l) => l.name === lead.name)).toHaveLength(1);
  });
});
