import { describe, expect, it } from "vitest";
import { leadEmail } from "./lead-mail.server";
import { silentLogger } from "./logger.server";
import { LeadsDb } from "./leads-db.server";
import { backoffMs, createOutbox } from "./outbox.server";

const lead = {
  form: "quote" as const,
  page: "/contact",
  name: "Dana",
  email: "dana@example.com",
  phone: "3105550100",
};

describe("outbox", () => {
  it("backs off exponentially up to 15 minutes", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5000, 10000, 20000, 40000]);
    expect(backoffMs(30)).toBe(15 * 60_000);
  });

  it("retries a failed notification later and sends it exactly once", async () => {
    const db = new LeadsDb(":memory:");
    let clock = 1_000;
    const id = db.insertLead(lead, new Date(clock));
    const sent: string[] = [];
    let serverUp = false;
    const outbox = createOutbox({
      db,
      pollMs: 1000,
      now: () => clock,
      log: silentLogger,
      compose: (row) =>
        leadEmail(row, { to: "office@example.com", from: "web@example.com", host: "example.com" }),
      send: async (mail) => {
        if (!serverUp) throw new Error("ECONNREFUSED");
        sent.push(mail.messageId);
      },
    });
    await outbox.kick();
    expect(sent).toEqual([]);
    expect(db.outboxStatus(id)).toMatchObject({ status: "pending", attempts: 1, last_error: "ECONNREFUSED" });

    serverUp = true;
    await outbox.kick(); // not due yet
    expect(sent).toEqual([]);
    clock += backoffMs(1);
    await outbox.kick();
    await outbox.kick();
    expect(sent).toHaveLength(1);
    expect(db.outboxStatus(id)?.status).toBe("sent");
    db.close();
  });
});

describe("leadEmail", () => {
  it("is plain text addressed to the company with the visitor as Reply-To", () => {
    const db = new LeadsDb(":memory:");
    const id = db.insertLead({ ...lead, name: 'Dana "K" <x>', message: "<b>hi</b>" });
    const mail = leadEmail(db.getLead(id)!, {
      to: "office@example.com",
      from: "web@example.com",
      host: "example.com",
    });
    expect(mail.to).toBe("office@example.com");
    expect(mail.replyTo).toBe(`"Dana K <x>" <dana@example.com>`);
    expect(mail.subject).toContain("Quote request");
    expect(mail.text).toContain("<b>hi</b>");
    expect(mail.messageId).toMatch(new RegExp(`^<lead-${id}-\\d+@example\\.com>$`));
    db.close();
  });
});
