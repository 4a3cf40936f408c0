import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededLetters } from "~/content/testimonials";
import { formatFileSize } from "~/lib/rendering/format-file-size";
import { repoLetterPdfs } from "~/lib/reviews/repo-reviews";
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
    expect(seededLetters.length).toBeGreaterThan(0);
    for (const href of repoLetterPdfs(seededLetters)) {
      expect(html).toContain(`(PDF, ${formatFileSize(statSync(builtFile(href)).size)})`);
      const pdf = await fetch(`${site.url}${href}`);
      expect(pdf.status).toBe(200);
      expect((await pdf.arrayBuffer()).byteLength).toBe(statSync(builtFile(href)).size);
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
