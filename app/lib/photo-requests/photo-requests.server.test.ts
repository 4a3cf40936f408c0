import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { morePhotosPageCopy as es } from "~/content/es/more-photos-page";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import { MAX_REQUEST_PHOTOS } from "../media/limits";
import type { AuditChange } from "../office/requests.server";
import { tableProblems } from "../site/record.testing";
import { SiteDb } from "../site/site-db.server";
import { PHOTO_LINK_OPEN_DAYS } from "./photo-request-paths";
import { askForPhotos, morePhotos, PHOTO_REQUEST_COLUMNS, photoRequests } from "./photo-requests.server";

let db: SiteDb;
let audits: AuditChange[];
let leadId: number;
/** The photos the request holds, as the media module lists them (only their bytes count here). */
let held: { upload_bytes: number }[];
const DAY = 24 * 3600_000;
const t0 = new Date("2026-11-02T17:00:00Z");
const mail = {
  from: "Harborline <leads@example.com>",
  origin: "https://www.example.com",
  host: "www.example.com",
};
const audit = (c: AuditChange) => void audits.push(c);
const links = () => morePhotos({ db, media: { photosOf: () => held as never } });
const tokenOf = (url: string) => url.split("/").at(-1)!;

beforeEach(() => {
  db = new SiteDb(":memory:");
  audits = [];
  held = [];
  leadId = new LeadsDb(db).insertLead({ ...storedLead, name: "Lucía Gómez", language: "es" }, t0);
});
afterEach(() => db.close());

describe('a "send more photos" link', () => {
  it("is declared as the photo_requests table the schema steps leave: columns, types, nulls", () => {
    expect(tableProblems("photo_requests", PHOTO_REQUEST_COLUMNS)).toEqual([]);
  });

  it("is e-mailed in the customer's language with a 256-bit token stored only as its hash, and audited", () => {
    const asked = askForPhotos(db, leadId, { channel: "email", askedBy: null, audit, mail }, t0);
    if (!asked.ok) throw new Error("refused");
    expect(asked.url).toMatch(/^https:\/\/www\.example\.com\/more-photos\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(asked.url);
    expect(JSON.stringify(db.db.prepare("SELECT * FROM photo_requests").all())).not.toContain(token);
    const [sent] = db.db
      .prepare("SELECT to_address, mail FROM messages WHERE recipient = 'visitor'")
      .all() as {
      to_address: string;
      mail: string;
    }[];
    expect(sent?.to_address).toBe(storedLead.email);
    const queued = JSON.parse(sent!.mail) as { subject: string; text: string };
    expect(queued.subject).toBe(es.mail.subject);
    expect(queued.text).toContain("Hola, Lucía:");
    expect(queued.text).toContain(asked.url);
    expect(audits).toEqual([{ action: "photos.ask.email", subjectType: "lead", subjectId: leadId }]);
    expect(links().open(token, t0)).toMatchObject({
      state: "open",
      lang: "es",
      leadId,
      room: MAX_REQUEST_PHOTOS,
    });
  });

  it("is given to copy without e-mail, and refused by e-mail to a customer who gave none", () => {
    const noEmail = new LeadsDb(db).insertLead({ ...storedLead, email: "", phone: "3105550100" }, t0);
    expect(askForPhotos(db, noEmail, { channel: "email", audit, mail }, t0)).toEqual({
      ok: false,
      reason: "no-email",
    });
    expect(askForPhotos(db, noEmail, { channel: "link", audit, mail }, t0)).toMatchObject({
      ok: true,
      emailed: false,
    });
    expect(db.db.prepare("SELECT COUNT(*) AS n FROM messages WHERE recipient = 'visitor'").get()).toEqual({
      n: 0,
    });
    expect(askForPhotos(db, 9999, { channel: "link", audit, mail }, t0)).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it(`opens no other token, not one changed by a character, and expires after ${PHOTO_LINK_OPEN_DAYS} days`, () => {
    const asked = askForPhotos(db, leadId, { channel: "link", audit, mail }, t0);
    if (!asked.ok) throw new Error("refused");
    const token = tokenOf(asked.url);
    const changed = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(links().open(changed, t0)).toEqual({ state: "unknown" });
    expect(links().open("not-a-token", t0)).toEqual({ state: "unknown" });
    const almost = new Date(t0.getTime() + PHOTO_LINK_OPEN_DAYS * DAY - 1000);
    expect(links().open(token, almost).state).toBe("open");
    expect(photoRequests(db).live(leadId, almost)).toMatchObject({
      channel: "link",
      sentAt: t0.toISOString(),
    });
    const expired = new Date(t0.getTime() + PHOTO_LINK_OPEN_DAYS * DAY);
    expect(links().open(token, expired)).toEqual({ state: "expired", lang: "es" });
    // Its fingerprint is kept no longer than the link works.
    expect(db.db.prepare("SELECT COUNT(*) AS n FROM photo_requests").get()).toEqual({ n: 0 });
    expect(links().open(token, expired)).toEqual({ state: "unknown" });
    expect(photoRequests(db).live(leadId, expired)).toBeUndefined();
  });

  it("stays open while the request takes photos, counting those it holds, and is full at the limit", () => {
    const asked = askForPhotos(db, leadId, { channel: "link", audit, mail }, t0);
    if (!asked.ok) throw new Error("refused");
    const token = tokenOf(asked.url);
    held = [{ upload_bytes: 1000 }, { upload_bytes: 2000 }];
    expect(links().open(token, t0)).toMatchObject({ state: "open", room: MAX_REQUEST_PHOTOS - 2 });
    held = Array.from({ length: MAX_REQUEST_PHOTOS }, () => ({ upload_bytes: 1000 }));
    expect(links().open(token, t0)).toEqual({ state: "full", lang: "es" });
  });

  it("is replaced by a second link, and goes with its lead", () => {
    const first = askForPhotos(db, leadId, { channel: "email", audit, mail }, t0);
    const second = askForPhotos(db, leadId, { channel: "link", audit, mail }, new Date(t0.getTime() + DAY));
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(links().open(tokenOf(first.url), t0).state).toBe("unknown");
    expect(links().open(tokenOf(second.url), t0).state).toBe("open");
    expect(new LeadsDb(db).deleteLeadsBefore(new Date(t0.getTime() + DAY))).toBe(1);
    expect(db.db.prepare("SELECT COUNT(*) AS n FROM photo_requests").get()).toEqual({ n: 0 });
  });

  it("speaks its customer's language on a page refused whole (by its address)", () => {
    const asked = askForPhotos(db, leadId, { channel: "link", audit, mail }, t0);
    if (!asked.ok) throw new Error("refused");
    expect(links().langOfPath(new URL(asked.url).pathname)).toBe("es");
    expect(links().langOfPath("/contact")).toBeUndefined();
  });
});
