import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStores } from "../app/lib/site/site-db.testing.ts";
import { openWindows, windowById } from "../app/lib/booking/windows.ts";
import { filler } from "../tests/e2e/support/bookings.ts";
import { securityLogDays } from "../app/content/company.ts";
import { runLeads } from "./leads-cli.ts";
import { runCaptured } from "./cli-run.testing.ts";

const script = new URL("./leads.ts", import.meta.url).pathname;
const lead = { form: "quote" as const, page: "/contact", email: "dana@example.com", phone: "3105550100" };

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A leads database with the given names, and an empty working folder to run the tool from. */
function setup(names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "leads-tool-"));
  dirs.push(dir);
  const dbPath = join(dir, "data", "leads.db");
  const stores = openStores(dbPath);
  const db = stores.leads;
  for (const name of names) db.insertLead({ ...lead, name });
  stores.close();
  const cwd = join(dir, "project");
  mkdirSync(cwd);
  /** The tool's commands, run in this process: what they print, and that they exit with 0. */
  const runWith = async (env: Record<string, string>, ...args: string[]) => {
    const { status, stdout, stderr } = await runCaptured(runLeads, args, {
      env: { ...process.env, LEADS_DB: dbPath, ...env },
      cwd,
    });
    expect(stderr).toBe("");
    expect(status).toBe(0);
    return stdout;
  };
  const run = (...args: string[]) => runWith({}, ...args);
  /** The tool as the operator starts it: its own Node process, in the working folder. */
  const spawned = (...args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], {
      cwd,
      encoding: "utf8",
      env: { ...process.env, LEADS_DB: dbPath },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    return result.stdout;
  };
  return { dir, cwd, run, runWith, spawned };
}

describe("leads tool", { timeout: 30_000 }, () => {
  it("counts one lead as one lead, and more in the plural", async () => {
    expect(await setup(["Dana Ortiz"]).run()).toMatch(/^1 most recent lead in /);
    expect(await setup(["Dana Ortiz", "Sam Lee"]).run()).toMatch(/^2 most recent leads in /);
  });

  it("marks a request sent from the Spanish site, so the right person calls back", async () => {
    const { dir, run } = setup(["Dana Ortiz"]);
    const stores = openStores(join(dir, "data", "leads.db"));
    const db = stores.leads;
    db.insertLead({ ...lead, page: "/es/contacto", name: "Lucía Pérez", language: "es" });
    stores.close();
    const out = await run();
    expect(out).toMatch(/quote.*IN SPANISH.*\n.*Lucía Pérez/);
    expect(out.split("\n").filter((l) => l.includes("IN SPANISH"))).toHaveLength(1);
  });

  it("writes a CSV export and a backup beside the database, never into the working folder", async () => {
    const { dir, cwd, run, spawned } = setup(["Dana Ortiz"]);
    const csv = /^Wrote 1 lead to (.+)$/m.exec(await run("--csv"))?.[1];
    expect(csv).toMatch(new RegExp(`^${join(dir, "data", "exports")}/leads-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(readFileSync(csv!, "utf8")).toContain("Dana Ortiz");

    // The whole backup (database and photos), in a folder named by the time beside the database.
    const folder = /^Backed up 1 lead and \d+ media files? to (\S+)/m.exec(await run("--backup"))?.[1];
    expect(folder).toMatch(
      new RegExp(`^${join(dir, "data", "backups")}/\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}Z$`),
    );
    const copyStores = openStores(join(folder!, "leads.db"));
    const copy = copyStores.leads;
    expect(copy.listLeads().map((l) => l.name)).toEqual(["Dana Ortiz"]);
    copyStores.close();

    // A file the operator names is still honoured, relative to where they are: in `npm run leads`'s own
    // process, the one command here started as the operator starts it.
    expect(spawned("--backup", "copy.db")).toContain(join(cwd, "copy.db"));
    expect(existsSync(join(cwd, "copy.db"))).toBe(true);
    expect(readdirSync(cwd)).toEqual(["copy.db"]);
  });
});

describe("stored text on the terminal", () => {
  const rlo = "\u202E"; // right-to-left override
  const csi = "\u009B"; // C1 control sequence introducer
  const esc = "\u001B"; // ESC, which starts a colour or cursor sequence

  it("prints control and bidi characters from a lead escaped, never as they were stored", async () => {
    const { dir, run } = setup([`Dana${rlo}gnp.exe`]);
    const stores = openStores(join(dir, "data", "leads.db"));
    const db = stores.leads;
    db.insertLead({ ...lead, name: `Sam${csi}31m Lee`, message: `Hi${esc}[2J there` });
    stores.close();
    const out = await run();
    for (const c of [rlo, csi, esc]) expect(out).not.toContain(c);
    expect(out).toContain("Dana\\u{202E}gnp.exe");
    expect(out).toContain("Sam\\u{009B}31m Lee");
    expect(out).toContain("Hi\\u{001B}[2J there");
  });

  it("prints a booking's name, street and note escaped in --bookings", async () => {
    const t = setup([]);
    const stores = openStores(join(t.dir, "data", "leads.db"));
    const [w1] = openWindows(new Date());
    stores.bookings.book(
      {
        ...filler(w1!),
        name: `Ana${rlo}Ruiz`,
        phone: "(310) 555-0110",
        email: "ana@example.com",
        street: `1 Main${csi}St`,
        note: `Gate${esc}]0;owned${String.fromCharCode(7)}`,
      },
      { capacity: 2, compose: () => [] },
    );
    stores.close();
    const out = await t.run("--bookings");
    for (const c of [rlo, csi, esc, String.fromCharCode(7)]) expect(out).not.toContain(c);
    expect(out).toContain("Ana\\u{202E}Ruiz");
    expect(out).toContain("1 Main\\u{009B}St");
    expect(out).toContain("Gate\\u{001B}]0;owned\\u{0007}");
  });
});

describe("bookings commands", { timeout: 30_000 }, () => {
  /** Two upcoming bookings (one in Spanish), one request that looked automated, one booking long past. */
  function withBookings() {
    const t = setup([]);
    const stores = openStores(join(t.dir, "data", "leads.db"));
    const store = stores.bookings;
    const [w1, w2] = openWindows(new Date());
    const person = {
      name: "Dana Ortiz",
      phone: "(310) 555-0100",
      email: "dana@example.com",
      street: "12 Ocean Ave",
      zip: "90405",
      surface: null,
      note: "Gate 1234",
      language: "en" as const,
      outside_area: 0,
      channel: "web" as const,
      flag_reason: null,
      ip: null,
      user_agent: null,
    };
    const none = () => [];
    const a = store.book({ ...person, window: w1! }, { capacity: 2, compose: none });
    const b = store.book(
      { ...person, window: w1!, name: "Lucía Pérez", phone: "(310) 555-0101", language: "es", email: "" },
      { capacity: 2, compose: none },
    );
    store.book(
      { ...person, window: w2!, phone: "(310) 555-0102", flag_reason: "honeypot filled" },
      { capacity: 2, compose: none },
    );
    // Someone sent Lucía's number again (the booking service notes it; she has no e-mail on file).
    if (b.kind === "booked") store.recordAttempt(b.booking.id, "api", "no-email", new Date());
    const old = windowById("2020-03-16-am")!;
    store.book(
      { ...person, window: old, phone: "(310) 555-0103" },
      { capacity: 2, compose: none, now: new Date("2020-03-01T00:00:00Z") },
    );
    stores.close();
    if (a.kind !== "booked" || b.kind !== "booked") throw new Error("setup failed");
    const open = () => openStores(join(t.dir, "data", "leads.db"));
    return { ...t, a: a.booking, b: b.booking, w1: w1!, w2: w2!, open };
  }

  it("lists the upcoming bookings, marking the Spanish one and the one to call back", async () => {
    const { run } = withBookings();
    const out = await run("--bookings");
    expect(out).toMatch(/^2 upcoming bookings/);
    expect(out).toContain("Dana Ortiz");
    expect(out).toMatch(/Lucía Pérez/);
    expect(out.split("\n").filter((l) => l.includes("IN SPANISH"))).toHaveLength(1);
    expect(out).toContain("NOT CONFIRMED (honeypot filled)");
    expect(out).not.toContain("(310) 555-0103");
    // The office sees the repeat under the booking it was for, and that the requester was told to call.
    const lucia = out.slice(out.indexOf("Lucía Pérez"));
    expect(lucia.slice(0, lucia.indexOf("\n\n"))).toMatch(
      /Sent again .+ UTC through the JSON API: no e-mail on file: they were told to call/,
    );
    expect(out.match(/Sent again/g)).toHaveLength(1);
  });

  it("closes a day to new bookings and lists the bookings in it to call", async () => {
    const { run, w1, open } = withBookings();
    const out = await run("--close", w1.date, "crew", "training");
    expect(out).toContain(`Closed ${w1.date}`);
    expect(out).toMatch(/2 bookings are still in it/);
    const stores = open();
    expect(stores.bookings.closures()).toEqual(new Set([w1.date]));
    stores.close();
    expect(await run("--reopen", w1.date)).toContain(`Reopened ${w1.date}`);
  });

  it("cancels and moves a booking, queueing the notices", async () => {
    const { run, a, b, w2, open } = withBookings();
    expect(await run("--cancel", String(a.id))).toContain("the visitor is e-mailed");
    expect(await run("--move", String(b.id), w2.id)).toContain("no e-mail on file: call them");
    const stores = open();
    const store = stores.bookings;
    expect(store.get(a.id)).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(store.get(b.id)).toMatchObject({ window_id: w2.id, sequence: 1 });
    const queued = stores.messages.due(Number.MAX_SAFE_INTEGER).map((m) => [m.booking_id, m.recipient]);
    expect(queued).toEqual([
      [a.id, "contractor"],
      [a.id, "visitor"],
      [b.id, "contractor"],
    ]);
    // Each change is in the audit log as the command line's, with ids and field names only.
    expect(
      stores.site.db
        .prepare("SELECT actor, user_id, action, subject_type, subject_id, fields FROM audit_log ORDER BY id")
        .all(),
    ).toEqual([
      {
        actor: "cli",
        user_id: null,
        action: "booking.cancelled",
        subject_type: "booking",
        subject_id: String(a.id),
        fields: '["status"]',
      },
      {
        actor: "cli",
        user_id: null,
        action: "booking.moved",
        subject_type: "booking",
        subject_id: String(b.id),
        fields: '["window_id"]',
      },
    ]);
    stores.close();
  });

  it("deletes bookings whose window ended before the retention period", async () => {
    const { run, open } = withBookings();
    expect(await run("--delete-expired")).toMatch(/and 1 booking whose window ended before/);
    const stores = open();
    expect(stores.site.db.prepare("SELECT COUNT(*) AS n FROM bookings").get()).toEqual({ n: 3 });
    stores.close();
  });
});

describe("office security events", { timeout: 30_000 }, () => {
  it("--delete-expired deletes security events older than the security log keeps", async () => {
    const t = setup([]);
    const stores = openStores(join(t.dir, "data", "leads.db"));
    const insert = stores.site.db.prepare(
      "INSERT INTO office_security_events (at, kind, address) VALUES (?, 'passkey-refused', '203.0.113.4')",
    );
    insert.run(new Date(Date.now() - (securityLogDays + 2) * 86_400_000).toISOString());
    insert.run(new Date().toISOString());
    stores.close();
    expect(await t.run("--delete-expired")).toMatch(
      new RegExp(`and 1 office security event older than ${securityLogDays} days`),
    );
    const after = openStores(join(t.dir, "data", "leads.db"));
    expect(after.site.db.prepare("SELECT COUNT(*) AS n FROM office_security_events").get()).toEqual({ n: 1 });
    after.close();
  });
});

describe("webhook commands", { timeout: 30_000 }, () => {
  const hook = {
    WEBHOOK_URL: "https://hooks.example.com/catch/81234/secret-path-xyz",
    WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
  };

  it("office changes are sent to the webhooks too; --webhooks lists them by host only; --redeliver replays one", async () => {
    const t = setup([]);
    const dbPath = join(t.dir, "data", "leads.db");
    let stores = openStores(dbPath);
    const [w1, w2] = openWindows(new Date());
    const booked = stores.bookings.book(
      { ...filler(w1!), name: "Dana Ortiz", phone: "(310) 555-0100", street: "12 Ocean Ave" },
      { capacity: 2, compose: () => [] },
    );
    stores.close();
    if (booked.kind !== "booked") throw new Error("setup failed");
    const id = String(booked.booking.id);

    await t.runWith(hook, "--move", id, w2!.id);
    await t.runWith(hook, "--cancel", id);
    const list = await t.runWith(hook, "--webhooks");
    expect(list).toMatch(/^2 most recent webhook deliveries, newest first/);
    expect(list).toMatch(
      /msg_\w+ {2}booking\.cancelled \(booking #\d+\)\n {5}to https:\/\/hooks\.example\.com\/…: pending: not tried yet/,
    );
    expect(list).toContain("booking.rescheduled");
    expect(list).not.toContain("secret-path");

    stores = openStores(dbPath);
    const store = stores.deliveries;
    const [cancelled] = store.recent(1);
    store.failed(cancelled!.id, 410, "answered 410");
    stores.close();
    expect(await t.runWith(hook, "--webhooks")).toContain("FAILED after 1 attempt: answered 410");
    expect(await t.runWith(hook, "--redeliver", cancelled!.event_id)).toContain(
      `${cancelled!.event_id} is due again for 1 endpoint, with the same webhook-id`,
    );
    stores = openStores(dbPath);
    expect(stores.deliveries.get(cancelled!.id)).toMatchObject({
      status: "pending",
      event_id: cancelled!.event_id,
    });
    stores.close();
  });

  it("--delete-expired deletes deliveries, and their copies of the data, older than the delivery log keeps", async () => {
    const t = setup(["Dana Ortiz"]);
    const stores = openStores(join(t.dir, "data", "leads.db"));
    const store = stores.deliveries;
    const endpoint = {
      id: "e1",
      url: "https://hooks.example.com/x",
      secret: hook.WEBHOOK_SECRET,
      events: ["lead.created" as const],
    };
    store.queue("lead.created", { name: "Old Lead" }, [endpoint], {
      now: new Date(Date.now() - 40 * 86_400_000),
    });
    store.queue("lead.created", { name: "New Lead" }, [endpoint]);
    stores.close();
    expect(await t.run("--delete-expired")).toMatch(/, 1 webhook delivery older than \d+ days/);
    const afterStores = openStores(join(t.dir, "data", "leads.db"));
    const bodies = afterStores.deliveries.recent(10).map((r) => r.body);
    afterStores.close();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain("New Lead");
  });
});
