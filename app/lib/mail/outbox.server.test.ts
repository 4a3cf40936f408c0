import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../site/env.server";
import { createCapabilities } from "../../../server/capabilities.server";
import { storedLead as lead } from "../leads/lead-fixtures.testing";
import { leadEmail } from "../leads/lead-mail.server";
import { smtpInbox } from "../leads/smtp-inbox.testing";
import { silentLogger } from "../site/logger.server";
import { openStores, type Stores } from "../site/site-db.testing";
import { createMail } from "./mail.server";
import { backoffMs, createOutbox } from "./outbox.server";
import type { QueuedMail } from "./messages-db.server";

const mailTo = {
  to: "office@example.com",
  from: "web@example.com",
  host: "example.com",
  officeOrigin: "https://example.com",
};

/**
 * An in-memory site and its outbox, polling every second on a clock the test moves (`clock`), through a
 * mail server that fails every send with `down()` until the test sets `up`, and turns away outright what
 * `refuse` names; `sent` holds what it took.
 */
function outageSite(
  clock: number,
  down: () => Error,
  refuse: (mail: QueuedMail) => Error | undefined = () => undefined,
) {
  const stores = openStores(":memory:");
  const site = { stores, db: stores.leads, clock, up: false, sent: [] as QueuedMail[] };
  const outbox = createOutbox({
    messages: stores.messages,
    pollMs: 1000,
    now: () => site.clock,
    log: silentLogger,
    composeLegacy: (id) => leadEmail(stores.leads.getLead(id)!, mailTo),
    send: async (mail) => {
      const error = refuse(mail) ?? (site.up ? undefined : down());
      if (error) throw error;
      site.sent.push(mail);
    },
  });
  return Object.assign(site, { outbox });
}

describe("outbox", () => {
  it("backs off exponentially up to 15 minutes", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5000, 10000, 20000, 40000]);
    expect(backoffMs(30)).toBe(15 * 60_000);
  });

  it("retries a failed notification later and sends it exactly once", async () => {
    const site = outageSite(1_000, () => new Error("ECONNREFUSED"));
    const { db, outbox } = site;
    const id = db.insertLead(lead, new Date(site.clock));
    await outbox.kick();
    expect(site.sent).toEqual([]);
    expect(db.outboxStatus(id)).toMatchObject({ status: "pending", attempts: 1, last_error: "ECONNREFUSED" });

    site.up = true;
    await outbox.kick(); // not due yet
    expect(site.sent).toEqual([]);
    site.clock += backoffMs(1);
    await outbox.kick();
    await outbox.kick();
    expect(site.sent).toHaveLength(1);
    expect(db.outboxStatus(id)?.status).toBe("sent");
    site.stores.close();
  });
});

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("outbox after an outage", () => {
  it("sends the notifications waiting out a back-off as soon as the mail server answers again", async () => {
    const site = outageSite(
      1_000_000,
      () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }),
      (mail) =>
        mail.subject.includes("Refused")
          ? Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550 })
          : undefined,
    );
    const { db, outbox } = site;
    const ids = Array.from({ length: 30 }, (_, i) =>
      db.insertLead({ ...lead, name: `Waiting ${i}` }, new Date(site.clock)),
    );
    const refused = db.insertLead({ ...lead, name: "Refused" }, new Date(site.clock));
    // A long outage: every notification has failed several times and waits minutes for its next try.
    for (let attempt = 0; attempt < 6; attempt++) {
      if (attempt > 0) site.clock = Math.min(...ids.map((id) => db.outboxStatus(id)!.next_attempt_at));
      await outbox.kick();
    }
    expect(db.outboxStatus(ids[0]!)).toMatchObject({ status: "pending", attempts: 6 });
    expect(site.stores.messages.due(site.clock + 60_000)).toEqual([]);

    // The server is back; a new lead arrives, and its success sends the waiting ones in the same pass.
    site.up = true;
    site.clock += 1_000;
    db.insertLead({ ...lead, name: "New" }, new Date(site.clock));
    await outbox.kick();
    expect(site.sent).toHaveLength(31);
    for (const id of ids) expect(db.outboxStatus(id)?.status).toBe("sent");
    // A message the server refused outright is not an outage: it keeps its own back-off.
    expect(db.outboxStatus(refused)).toMatchObject({ status: "pending" });
    expect(db.outboxStatus(refused)!.next_attempt_at).toBeGreaterThan(site.clock);
    site.stores.close();
  });
});

/** A leads file holding `names.length` leads whose notifications are due (queued while mail was down). */
function backlog(names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "outbox-"));
  dirs.push(dir);
  const path = join(dir, "leads.db");
  const stores = openStores(path);
  for (const [i, name] of names.entries())
    stores.leads.insertLead({ ...lead, name, phone: `31055${50000 + i}` });
  stores.close();
  return path;
}

describe("two server processes on one database", () => {
  it("renew the lease of a send that outlasts it, and take over a dead process's messages after one lease", async () => {
    const path = backlog(["Slow", "Orphan"]);
    const [a, b] = [openStores(path), openStores(path)];
    const sent: string[] = [];
    const outboxOf = ({ leads, messages }: Stores, delayMs: number) =>
      createOutbox({
        messages,
        pollMs: 60_000,
        log: silentLogger,
        composeLegacy: (id) => leadEmail(leads.getLead(id)!, mailTo),
        leaseMs: 300,
        concurrency: 1,
        send: async (mail) => {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          sent.push(mail.subject);
        },
      });
    try {
      // A process that dies after leasing the orphan: nothing renews its lease.
      const [orphan] = a.messages.claim(Date.now(), 1, 300);
      // A send taking four leases: its process renews the lease, so the other never takes it meanwhile.
      const slow = outboxOf(a, 1_200).kick();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const other = outboxOf(b, 0);
      await other.kick();
      expect(sent).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await other.kick();
      await slow;
      expect(sent).toHaveLength(2);
      expect(sent.filter((subject) => subject.includes("Slow"))).toHaveLength(1);
      expect(b.messages.forLead(orphan!.lead_id!)).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      a.close();
      b.close();
    }
  });

  it("never send the same message twice: each leases what it sends (a real SMTP server counts them)", async () => {
    const names = Array.from({ length: 60 }, (_, i) => `Shared ${i}`);
    const path = backlog(names);
    const inbox = await smtpInbox();
    // Two processes' worth: each its own connection to the file, its own SMTP pool and outbox.
    const processes = [openStores(path), openStores(path)].map((stores) => ({
      stores,
      mail: createMail({
        messages: stores.messages,
        smtpUrl: inbox.url,
        pollMs: 60_000,
        composeLegacy: (id) => leadEmail(stores.leads.getLead(id)!, mailTo),
        log: silentLogger,
      }),
    }));
    try {
      // Both start on the same backlog at the same moment, and a poll each comes while they are sending.
      await Promise.all(processes.flatMap(({ mail }) => [mail.outbox!.kick(), mail.outbox!.kick()]));
      const received = await inbox.received(names.length, 20_000);
      await Promise.all(processes.map(({ mail }) => mail.outbox!.kick()));
      const ids = received.map((m) => /^Message-ID: (.*)$/im.exec(m.headers)?.[1]);
      expect(new Set(ids).size).toBe(names.length);
      expect(inbox.messages).toHaveLength(names.length);
      expect(processes[0]!.stores.messages.due(Number.MAX_SAFE_INTEGER)).toEqual([]);
      const sent = processes[0]!.stores.site.db
        .prepare("SELECT COUNT(*) AS n, SUM(attempts) AS tries FROM messages WHERE status = 'sent'")
        .get();
      expect(sent).toEqual({ n: names.length, tries: names.length });
    } finally {
      for (const { mail, stores } of processes) {
        await mail.stop();
        stores.close();
      }
      await inbox.close();
    }
  }, 40_000);
});

describe("outbox through a real SMTP server", () => {
  it("sends a 300-mail backlog within a few seconds of the mail server coming up, each once", async () => {
    const names = Array.from({ length: 300 }, (_, i) => `Backlog ${i}`);
    const path = backlog(names);
    const inbox = await smtpInbox();
    // A poll a minute away: the pass started with the server must drain everything by itself.
    const service = createCapabilities(
      parseEnv({ LEADS_DB: path, SMTP_URL: inbox.url, OUTBOX_POLL_MS: "60000" }),
      { log: silentLogger },
    );
    const started = Date.now();
    service.start();
    try {
      // Well inside one poll (a minute): the first pass sent them all (the old outbox sent 20 a poll). On a
      // quiet machine this takes about a second; the margin is for a loaded CI machine.
      const mail = await inbox.received(300, 30_000);
      expect(Date.now() - started).toBeLessThan(30_000);
      await service.mail.outbox?.kick();
      expect(new Set(mail.map((m) => /^Message-ID: (.*)$/im.exec(m.headers)?.[1])).size).toBe(300);
      expect(service.mail.messages.due(Number.MAX_SAFE_INTEGER)).toEqual([]);
      expect(mail).toHaveLength(300);
    } finally {
      await service.stop();
      await inbox.close();
    }
  }, 40_000);

  it("a message the server stalls on holds neither the others nor itself past the timeout", async () => {
    const names = ["Stalled Sender", ...Array.from({ length: 12 }, (_, i) => `Prompt ${i}`)];
    const path = backlog(names);
    const inbox = await smtpInbox({ stall: (raw) => raw.includes("Stalled Sender") });
    const service = createCapabilities(
      parseEnv({ LEADS_DB: path, SMTP_URL: inbox.url, OUTBOX_POLL_MS: "60000" }),
      { log: silentLogger, smtpTimeoutMs: 4_000 },
    );
    service.start();
    try {
      // The other twelve arrive well before the stalled send times out (a few hundred ms on a loaded machine).
      const started = Date.now();
      const mail = await inbox.received(12, 3_000);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(mail.some((m) => m.raw.includes("Stalled Sender"))).toBe(false);
      // The stalled one gives up after the timeout and waits for a retry.
      await service.mail.outbox?.kick();
      const stalled = service.leads.db.listLeads(100).find((l) => l.name === "Stalled Sender")!;
      expect(service.leads.db.outboxStatus(stalled.id)).toMatchObject({
        status: "pending",
        attempts: 1,
        last_error: expect.stringMatching(/timeout/i),
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      // Others went through while it stalled: no outage, so a later success leaves its back-off alone.
      service.leads.db.insertLead({ ...lead, name: "Later" });
      await service.mail.outbox?.kick();
      expect(inbox.messages.filter((m) => m.raw.includes("Later"))).toHaveLength(1);
      expect(service.leads.db.outboxStatus(stalled.id)).toMatchObject({ status: "pending", attempts: 1 });
      expect(service.leads.db.outboxStatus(stalled.id)!.next_attempt_at).toBeGreaterThan(Date.now());
    } finally {
      await service.stop();
      await inbox.close();
    }
  }, 40_000);
});

describe("leadEmail", () => {
  it("is plain text addressed to the company with the visitor as Reply-To", () => {
    const dbStores = openStores(":memory:");
    const db = dbStores.leads;
    const id = db.insertLead({ ...lead, name: 'Dana "K" <x>', message: "<b>hi</b>" });
    const mail = leadEmail(db.getLead(id)!, mailTo);
    expect(mail.to).toBe("office@example.com");
    expect(mail.replyTo).toBe(`"Dana K <x>" <dana@example.com>`);
    expect(mail.subject).toContain("Quote request");
    expect(mail.text).toContain("<b>hi</b>");
    expect(mail.messageId).toMatch(new RegExp(`^<lead-${id}-\\d+@example\\.com>$`));
    dbStores.close();
  });
});
