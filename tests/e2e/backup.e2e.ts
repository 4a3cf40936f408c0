/**
 * Backups end to end on the built server: with a lead, a booking and a photo uploaded in the office, a
 * backup taken while the server runs, restored (after it stops) into a fresh folder, gives a server that
 * answers the same pages with the same data: the office's inbox and schedule, the booking's private
 * page, and the photo's files.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { officePaths } from "~/content/office/paths";
import { managePath } from "~/lib/booking/booking-paths";
import { openWindows } from "~/lib/booking/windows";
import { MEDIA_UPLOAD_PATH } from "~/lib/media/limits";
import { cookieSettings } from "~/lib/office/office-service.server";
import { openStores } from "~/lib/site/site-db.testing";
import { bookDirectly, filler } from "./support/bookings";
import { seedPerson, startOfficeServer, type OfficeServer } from "./support/office";

const run = promisify(execFile);
const root = new URL("../../", import.meta.url).pathname;
const servers: OfficeServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

/** `npm run backup -- ARGS` with this environment: what it printed, or its error with what it printed. */
async function backupTool(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(
      process.execPath,
      ["scripts/require-node.js", "scripts/backup.ts", ...args],
      {
        cwd: root,
        env: { ...process.env, MEDIA_DIR: "", ...env },
      },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Whether a page's HTML shows `text` (a boolean, so a failure does not print the whole page). */
const shows = (html: string, text: string) => html.includes(text);

/** What a signed-in office person, the customer and a visitor see: the pages compared before and after. */
async function snapshot(
  server: OfficeServer,
  cookie: string,
  token: string,
  photoId: number,
  bookedOn: string,
) {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.origin}${path}`, { headers });
    return { status: res.status, text: await res.text() };
  };
  const office = { cookie };
  const view = JSON.parse((await get(`${MEDIA_UPLOAD_PATH}/${photoId}`, office)).text) as {
    state: string;
    files: { url: string }[];
  };
  const files = await Promise.all(
    view.files.map(async (f) => {
      const res = await fetch(`${server.origin}${f.url}`);
      return {
        url: f.url,
        status: res.status,
        bytes: Buffer.from(await res.arrayBuffer()).toString("base64"),
      };
    }),
  );
  return {
    inbox: await get(officePaths.home, office),
    // The week of the booking (on a Friday or a weekend, the first open window is in the next week).
    schedule: await get(`${officePaths.schedule}?date=${bookedOn}`, office),
    booking: await get(managePath(token)),
    home: (await get("/")).status,
    photo: { state: view.state, files },
  };
}

describe("a backup taken while the site runs", () => {
  it("restores into a fresh folder and serves the same pages, data and photo", async () => {
    const server = await startOfficeServer(132);
    servers.push(server);
    const person = seedPerson(server.dbPath, { email: "office.backup@example.com", role: "office" });
    const cookie = `${cookieSettings(server.origin).name}=${person.sessionId}`;

    // A lead and a booking, written as the server's other processes would.
    const stores = openStores(server.dbPath);
    stores.leads.insertLead({
      form: "quote",
      page: "/contact",
      name: "Backed Upton",
      email: "backed.upton@example.com",
      phone: "3105550142",
    });
    stores.close();
    const [window] = openWindows(new Date());
    const booked = bookDirectly(
      server.dbPath,
      filler(window!, { name: "Restored Booker", street: "742 Backup Lane" }),
    );
    if (booked.kind !== "booked") throw new Error(`no booking: ${booked.kind}`);

    // A photo uploaded in the office, encoded by the server.
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "deck.jpg");
    const upload = await fetch(`${server.origin}${MEDIA_UPLOAD_PATH}`, {
      method: "POST",
      body: form,
      headers: { origin: server.origin, cookie },
    });
    expect(upload.status).toBe(202);
    const { id: photoId } = (await upload.json()) as { id: number };
    const deadline = Date.now() + 60_000;
    let before = await snapshot(server, cookie, booked.token, photoId, window!.date);
    while (before.photo.state === "pending" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      before = await snapshot(server, cookie, booked.token, photoId, window!.date);
    }
    expect(before.photo.state).toBe("ready");
    expect(before.photo.files.length).toBeGreaterThan(0);
    expect(shows(before.inbox.text, "Backed Upton")).toBe(true);
    expect(shows(before.schedule.text, "Restored Booker")).toBe(true);
    expect(before.booking.status).toBe(200);
    expect(shows(before.booking.text, "742 Backup Lane")).toBe(true);

    // The backup, while the server runs; a restore over its database is refused while it runs.
    const taken = await backupTool({ LEADS_DB: server.dbPath });
    expect(taken.output).toMatch(/^Backed up 1 lead and \d+ media files to /);
    const folder = /to (\S+)$/m.exec(taken.output)![1]!;
    const refused = await backupTool({ LEADS_DB: server.dbPath }, "--restore", folder);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("stop the server first");
    await server.stop();

    // Restored into a fresh folder, and a server started on it.
    const fresh = join(mkdtempSync(join(tmpdir(), "site-restored-")), "leads.db");
    const restored = await backupTool({ LEADS_DB: fresh }, "--restore", folder);
    expect(restored.code, restored.output).toBe(0);
    const again = await startOfficeServer(132, { LEADS_DB: fresh });
    servers.push(again);
    const after = await snapshot(again, cookie, booked.token, photoId, window!.date);
    expect(after.photo).toEqual(before.photo);
    expect(after.inbox.status).toBe(200);
    expect(shows(after.inbox.text, "Backed Upton")).toBe(true);
    expect(shows(after.schedule.text, "Restored Booker")).toBe(true);
    expect(after.booking.status).toBe(200);
    expect(shows(after.booking.text, "742 Backup Lane")).toBe(true);
    expect(after.home).toBe(200);
  }, 180_000);
});
