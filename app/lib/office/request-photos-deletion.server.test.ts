/**
 * A customer's photos go with their request: "delete this person's data" drops their references in its
 * transaction and the photos, rows and files, at once; the end of retention drops the references, and
 * the media sweep removes the photos. A photo another request holds stays.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import { uploadFile } from "../media/media-files.server";
import { createMedia, type Media } from "../media/media.server";
import { createLogger } from "../site/logger.server";
import { SiteDb } from "../site/site-db.server";
import { deletePerson } from "./requests.server";

let dir: string;
let db: SiteDb;
let media: Media;
let leads: LeadsDb;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "request-photos-"));
  db = new SiteDb(":memory:");
  media = createMedia({ db, root: dir, capBytes: 1e9, log: createLogger("silent") });
  leads = new LeadsDb(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A customer's photo waiting for the queue, held by `holder`: its row and its upload file. */
function photoFor(holder: string, created = new Date()) {
  const id = media.store.insertPending(
    { type: "jpeg", public: 0, upload_bytes: 10, width: 4, height: 3, uploaded_by: null },
    created,
  );
  writeFileSync(uploadFile(media.dirs, id), "photo");
  media.addRef(id, holder);
  return id;
}
const kept = (id: number) => media.store.get(id) !== undefined && existsSync(uploadFile(media.dirs, id));

describe("a request's photos", () => {
  it("are deleted with the person's data, rows and files, while another person's stay", async () => {
    const mine = leads.insertLead(storedLead);
    const other = leads.insertLead({
      ...storedLead,
      name: "Eli",
      email: "eli@example.com",
      phone: "+13105550111",
    });
    const a = photoFor(`lead:${mine}`);
    const b = photoFor(`lead:${mine}`);
    const theirs = photoFor(`lead:${other}`);
    const gone = deletePerson(db, "lead", mine, { audit: () => undefined });
    expect(gone?.photos).toEqual([a, b]);
    expect(media.photosOf(`lead:${mine}`)).toEqual([]);
    expect(await media.removeUnreferenced(gone!.photos)).toBe(2);
    expect([kept(a), kept(b), kept(theirs)]).toEqual([false, false, true]);
  });

  it("lose their references at the end of retention, and the sweep removes them", async () => {
    const old = new Date("2023-06-01T00:00:00Z");
    const expired = leads.insertLead(storedLead, old);
    const fresh = leads.insertLead({ ...storedLead, name: "Eli", email: "eli@example.com" });
    const photo = photoFor(`lead:${expired}`, old);
    const current = photoFor(`lead:${fresh}`, old);
    expect(leads.deleteLeadsBefore(new Date("2024-01-01T00:00:00Z"))).toBe(1);
    await media.sweep();
    expect([kept(photo), kept(current)]).toEqual([false, true]);
  });
});
