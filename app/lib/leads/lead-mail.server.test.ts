import { describe, expect, it } from "vitest";
import { parseEnv } from "../site/env.server";
import { HEADER_TEXT_MAX, headerText, leadEmail } from "./lead-mail.server";
import { storedLead } from "./lead-fixtures.testing";
import type { NewLead } from "./lead-record";
import { createCapabilities } from "../../../server/capabilities.server";
import { silentLogger } from "../site/logger.server";
import { smtpInbox } from "./smtp-inbox.testing";
import { openStores } from "../site/site-db.testing";
import { company } from "~/content/company";

const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
const ENCODED_BCC = "=?utf-8?b?QmNjOiB4QHkuY29t?="; // "Bcc: x@y.com"

/** What a mail client shows for a header: its RFC 2047 encoded words (B and Q) decoded. */
function decodeWords(header: string): string {
  return header.replace(
    /=\?([^?\s]+)\?([bq])\?([^?\s]*)\?=(?:[ \t]+(?==\?))?/gi,
    (_, _charset: string, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
  );
}
/** Decoded as often as a (buggy) client might: the result must not change after the first decoding. */
const shown = (header: string) => decodeWords(decodeWords(decodeWords(header)));

describe("headerText", () => {
  it("breaks encoded-word syntax so no client decodes it", () => {
    expect(headerText(ENCODED_BCC)).toBe("= ?utf-8?b?QmNjOiB4QHkuY29t?=");
    expect(decodeWords(headerText(ENCODED_BCC))).not.toMatch(/Bcc/);
    // A format character hidden inside `=?` does not survive to rebuild it.
    expect(headerText("=\u200B?utf-8?q?Bcc:_x@y.com?=")).toBe("= ?utf-8?q?Bcc:_x@y.com?=");
  });

  it("removes bidi and other control or format characters, and collapses whitespace", () => {
    expect(headerText("Dana \u202Efdp.exe\u202C  Ortiz")).toBe("Dana fdp.exe Ortiz");
    expect(headerText("\u2066A\u2069\u200E\u200F\u061C\uFEFF B\r\nBcc: x@y.com\t\u2028C\u0085")).toBe(
      "A B Bcc: x@y.com C",
    );
    expect(headerText("  José Müller-Ñúñez  ")).toBe("José Müller-Ñúñez");
    expect(headerText("Anh 李 🙂")).toBe("Anh 李 🙂");
  });

  it("caps the length without splitting a character", () => {
    const long = "🙂".repeat(200);
    const capped = headerText(long);
    expect(Array.from(capped)).toHaveLength(HEADER_TEXT_MAX);
    expect(capped.endsWith("…")).toBe(true);
    expect(capped).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])(?<![\uD800-\uDBFF][\uDC00-\uDFFF])/);
    expect(headerText("Short name")).toBe("Short name");
  });
});

describe("the notification's service", () => {
  it("names the service as the form offered it, and a value no option has any more as stored", () => {
    const stores = openStores();
    const mailTo = {
      to: "office@example.com",
      from: "web@example.com",
      host: "example.com",
      officeOrigin: "https://example.com",
    };
    const mail = (service: string) =>
      leadEmail(stores.leads.getLead(stores.leads.insertLead({ ...storedLead, service }))!, mailTo);
    try {
      expect(mail("not-sure").subject).toBe("Quote request: Dana (Not sure yet)");
      expect(mail("not-sure").text).toContain("Service: Not sure yet\n");
      expect(mail("decking").text).toContain("Service: Decking\n");
      expect(mail("gutters").text).toContain("Service: gutters\n");
      expect(mail("").text).not.toContain("Service:");
    } finally {
      stores.close();
    }
  });
});

describe("the notification's phone and best time to call", () => {
  it("writes the number as people read it, with its extension, and the best time when given", () => {
    const stores = openStores();
    const mailTo = {
      to: "office@example.com",
      from: "web@example.com",
      host: "example.com",
      officeOrigin: "https://example.com",
    };
    const mail = (lead: Partial<NewLead>) =>
      leadEmail(stores.leads.getLead(stores.leads.insertLead({ ...storedLead, ...lead }))!, mailTo).text;
    try {
      const text = mail({ phone: "+13105550199", phone_ext: "12", best_time: "Weekdays after 5 pm" });
      expect(text).toContain("Phone:   (310) 555-0199 ext. 12\n");
      expect(text).toContain("Best time to call: Weekdays after 5 pm\n");
      expect(mail({ phone: "+524245550199" })).toContain("Phone:   +52 424 555 0199\n");
      expect(mail({ phone: "" })).toContain("Phone:   (not given)\n");
      expect(mail({})).not.toContain("Best time");
    } finally {
      stores.close();
    }
  });
});

describe("notification headers through a real SMTP server", () => {
  it("a name holding an encoded word and a bidi override reaches the mail as inert text", async () => {
    const inbox = await smtpInbox();
    const service = createCapabilities(
      parseEnv({
        LEADS_DB: ":memory:",
        MIN_FILL_MS: "0",
        SMTP_URL: inbox.url,
        LEADS_TO: "office@example.com",
      }),
      { log: silentLogger },
    );
    try {
      const fields = { ...storedLead, name: `${ENCODED_BCC} \u202Egnp.exe\u202C Dana` };
      expect(service.leads.submit({ fields, ip: "203.0.113.7", userAgent: null }).status).toBe("ok");
      const [mail] = await inbox.received(1, 5_000);
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(mail!.headers)?.[1] ?? "";

      expect(mail!.to).toEqual(["office@example.com"]);
      expect(mail!.headers).not.toMatch(/^Bcc:/im);
      for (const name of ["Subject", "Reply-To"]) {
        const value = shown(header(name));
        expect(value, name).toContain("QmNjOiB4QHkuY29t"); // the text is kept, visibly
        expect(value, name).not.toMatch(/Bcc/i);
        expect(value, name).not.toMatch(BIDI);
      }
      expect(shown(header("Subject"))).toMatch(
        /^Quote request: = \?utf-8\?b\?QmNjOiB4QHkuY29t\?= gnp\.exe Dana \(/,
      );
      expect(shown(header("Reply-To"))).toMatch(/<dana@example\.com>$/);
    } finally {
      await service.stop();
      await inbox.close();
    }
  });
});

/** A message's text body as a mail client shows it (quoted-printable decoded, as nodemailer may encode it). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  const bytes = body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n");
}

describe("the notification through a real SMTP server", () => {
  it("links to the lead's page in the office and gives the time in the office's zone", async () => {
    const inbox = await smtpInbox();
    const siteUrl = "https://www.example.com";
    const service = createCapabilities(
      parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "0", SMTP_URL: inbox.url, SITE_URL: siteUrl }),
      { log: silentLogger },
    );
    try {
      const result = service.leads.submit({ fields: storedLead, ip: "203.0.113.7", userAgent: null });
      expect(result.status).toBe("ok");
      const [mail] = await inbox.received(1, 5_000);
      const text = bodyOf(mail!.raw);
      const lead = service.db.db.prepare("SELECT id, created_at FROM leads").get() as {
        id: number;
        created_at: string;
      };
      expect(text).toContain(`${siteUrl}/office/leads/${lead.id}`);
      expect(text).not.toContain("leads database");
      // The time as the office's clock read it, with the zone named; not the stored UTC text.
      const sent = new Date(lead.created_at);
      const local = new Intl.DateTimeFormat("en-US", {
        timeZone: company.timeZone,
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      })
        .formatToParts(sent)
        .map((p) => p.value)
        .join("");
      expect(text).toMatch(new RegExp(`^Sent: .*${local.replace(/\s/g, "\\s")}$`, "m"));
      expect(text).not.toContain(lead.created_at);
      expect(text).not.toContain(lead.created_at.slice(0, 16));
    } finally {
      await service.stop();
      await inbox.close();
    }
  });
});

describe("the notification's photos", () => {
  it("says how many photos came and points to the lead's page, and says nothing of photos when none came", () => {
    const stores = openStores();
    const mailTo = {
      to: "office@example.com",
      from: "web@example.com",
      host: "example.com",
      officeOrigin: "https://example.com",
    };
    try {
      const lead = stores.leads.getLead(stores.leads.insertLead(storedLead))!;
      const three = leadEmail(lead, mailTo, 3).text;
      expect(three).toMatch(/^Photos: +3 photos came with this request/m);
      expect(three).toContain(`https://example.com/office/leads/${lead.id}`);
      expect(leadEmail(lead, mailTo, 1).text).toMatch(/^Photos: +1 photo came/m);
      expect(leadEmail(lead, mailTo).text).not.toContain("Photos:");
    } finally {
      stores.close();
    }
  });
});
