import { beforeEach, describe, expect, it } from "vitest";
import { availability } from "~/content/booking/availability";
import { bookingCopy } from "~/content/booking/booking-copy";
import { areas } from "~/content/areas";
import { company } from "~/content/company";
import { serviceOptions } from "~/content/lead-forms";
import { filler } from "../booking/booking-fixtures.testing";
import { BookingsDb, type NewBooking } from "../booking/bookings-db.server";
import { windowLabel } from "../booking/window-labels";
import { windowsOn } from "../booking/windows";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import { SiteDb } from "../site/site-db.server";
import { addNote, allRequests } from "./requests.server";
import { requestsCsv } from "./requests-csv.server";

let db: SiteDb;
let leads: LeadsDb;
beforeEach(() => {
  db = new SiteDb(":memory:");
  leads = new LeadsDb(db);
});

const area = areas.find((a) => a.zipCodes.length > 0)!;
const surface = bookingCopy.surfaces[0]!;
const service = serviceOptions[0]!;
const window = windowsOn("2027-03-16").at(-1)!;

function book(over: Partial<NewBooking> = {}) {
  const r = new BookingsDb(db).book(
    filler(window, {
      name: "José Núñez",
      phone: "(213) 555-0142",
      email: "jose@example.com",
      street: "4 Elm St",
      zip: area.zipCodes[0]!,
      surface: surface.value,
      note: "Gate code 12",
      language: "es",
      ...over,
    }),
    { now: new Date("2027-03-10T18:00:00Z"), capacity: availability.capacity, compose: () => [] },
  );
  if (r.kind !== "booked") throw new Error(r.kind);
  return r.booking;
}

/** The file's rows as objects by header (a small RFC 4180 reader: quoted fields may hold commas and line breaks). */
function parse(csv: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && csv[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ""])));
}

const csvOf = () => requestsCsv(db.db, allRequests(db.db, {}));

describe("the office's CSV export", () => {
  it("starts with a UTF-8 byte-order mark, so a spreadsheet opens José as José", () => {
    book();
    const csv = csvOf();
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toContain("José Núñez");
  });

  it("gives times in the office's time zone and says which in the header", () => {
    // 17:30 UTC on 16 March 2027 is 10:30 in Los Angeles (daylight time).
    const id = leads.insertLead(storedLead, new Date("2027-03-16T17:30:00Z"));
    db.db.prepare("UPDATE leads SET contacted_at = ? WHERE id = ?").run("2027-03-16T18:05:00Z", id);
    const csv = csvOf();
    const header = csv.slice(1, csv.indexOf("\r\n")).split(",");
    expect(header).toContain(`created_at (${company.timeZone})`);
    expect(header).toContain(`contacted_at (${company.timeZone})`);
    const [row] = parse(csv.slice(1));
    const local = (iso: string) =>
      new Intl.DateTimeFormat("sv-SE", {
        timeZone: company.timeZone,
        dateStyle: "short",
        timeStyle: "short",
      }).format(new Date(iso));
    expect(row![`created_at (${company.timeZone})`]).toBe(local("2027-03-16T17:30:00Z"));
    expect(row![`contacted_at (${company.timeZone})`]).toBe(local("2027-03-16T18:05:00Z"));
    expect(csv).not.toContain("2027-03-16T17:30");
  });

  it("carries service, message, street, city, ZIP and notes, and names the window in words", () => {
    const lead = leads.insertLead(
      { ...storedLead, service: service.value, message: "Deck leaks, badly" },
      new Date("2027-03-01T10:00:00Z"),
    );
    const booking = book();
    const author = { id: 1, name: "Maria" };
    addNote(db, "lead", lead, "Left a voicemail.", {
      author,
      audit: () => {},
      now: new Date("2027-03-02T16:00:00Z"),
    });
    addNote(db, "lead", lead, "Called back.", {
      author,
      audit: () => {},
      now: new Date("2027-03-03T16:00:00Z"),
    });
    addNote(db, "booking", booking.id, "Bring the ladder.", { author, audit: () => {} });
    const rows = parse(csvOf().slice(1));
    const b = rows.find((r) => r.kind === "booking")!;
    const l = rows.find((r) => r.kind === "lead")!;
    expect(l.service).toBe(service.label);
    expect(l.message).toBe("Deck leaks, badly");
    expect(l.notes!.split("\n")).toEqual([
      expect.stringContaining("Maria: Left a voicemail."),
      expect.stringContaining("Maria: Called back."),
    ]);
    expect(l.street).toBe("");
    expect(b.street).toBe("4 Elm St");
    expect(b.zip).toBe(area.zipCodes[0]);
    expect(b.city).toBe(area.city);
    expect(b.service).toBe(surface.label);
    expect(b.message).toBe("Gate code 12");
    expect(b.notes).toContain("Maria: Bring the ladder.");
    expect(b.window).toBe(windowLabel(window, "en"));
    expect(Object.keys(b)).not.toContain("window_id");
    expect(csvOf()).not.toContain(window.id);
  });

  it("keeps the formula guard and isolates right-to-left text", () => {
    leads.insertLead({ ...storedLead, name: "=HYPERLINK(1)", message: "שלום" });
    const [row] = parse(csvOf().slice(1));
    expect(row!.name).toBe("'=HYPERLINK(1)");
    expect(row!.message).toBe("\u2068שלום\u2069");
  });
});
