/**
 * The office behind deploy/nginx.conf with TLS: when SITE_URL is https, the session cookie is
 * `__Host-office_session` and Secure (HttpOnly, SameSite=Lax, Path=/ as over http); the cookie without the
 * prefix is not accepted there; and an invitation link never reaches nginx's access log. SITE_URL names
 * localhost (an IP address cannot be a passkey's relying party), with a certificate made here.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_UPLOAD_PATH } from "~/lib/media/limits";
import { startNginx, type RunningNginx } from "../../scripts/nginx.ts";
import { inviteFromCli, seedPerson } from "./support/office";
import { startServer, testPort, type RunningServer } from "./support/server";
import { deploySiteBlock, makeSelfSignedCertificate } from "./support/tls";

const appPort = testPort(124);
const tlsPort = testPort(125);
const plainPort = testPort(126);
const origin = `https://localhost:${tlsPort}`;
let dir: string;
let site: RunningServer;
let nginx: RunningNginx;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "office-nginx-"));
  makeSelfSignedCertificate(dir, "localhost", "DNS:localhost");
  site = await startServer(appPort, { SITE_URL: origin });
  const block = deploySiteBlock({ dir, tlsPort, plainPort, appPort, serverName: "localhost" });
  nginx = await startNginx(dir, block, [tlsPort, plainPort]);
});
afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
});

/** A request over TLS through nginx (the certificate is this test's own). */
function send(path: string, { cookie, form }: { cookie?: string; form?: Record<string, string> } = {}) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          servername: "localhost",
          port: tlsPort,
          path,
          method: body ? "POST" : "GET",
          rejectUnauthorized: false,
          headers: {
            host: `localhost:${tlsPort}`,
            ...(cookie ? { cookie } : {}),
            ...(body
              ? {
                  origin,
                  "content-type": "application/x-www-form-urlencoded",
                  "content-length": Buffer.byteLength(body),
                }
              : {}),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

/** A POST of `body` over TLS through nginx, with the site's Origin; its status and the text answered. */
function post(path: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: tlsPort,
        path,
        method: "POST",
        rejectUnauthorized: false,
        headers: { host: `localhost:${tlsPort}`, origin, "content-length": body.length, ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the office behind nginx with TLS", () => {
  it("takes a photo of several MB at the upload's own location, and keeps the 64 KB cap everywhere else", async () => {
    const me = seedPerson(site.dbPath, { email: "tls.photos@example.com", role: "office" });
    const cookie = `__Host-office_session=${me.sessionId}`;
    const photo = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const form = new FormData();
    form.append("photo", new Blob([photo], { type: "image/jpeg" }), "deck.jpg");
    const multipart = new Request("https://localhost/", { method: "POST", body: form });
    const body = Buffer.from(await multipart.arrayBuffer());
    const type = multipart.headers.get("content-type") ?? "";
    const accepted = await post(MEDIA_UPLOAD_PATH, body, { cookie, "content-type": type });
    expect(accepted.status).toBe(202);
    expect(JSON.parse(accepted.text)).toMatchObject({ state: "pending" });
    // The same bytes anywhere else are refused by nginx before they reach the server.
    const elsewhere = await post("/office/account", body, { cookie, "content-type": type });
    expect(elsewhere.status).toBe(413);
    expect(elsewhere.text).toContain("nginx");
  });

  it("takes the session only in a __Host- cookie, and clears it with Secure, HttpOnly, SameSite=Lax, Path=/", async () => {
    const me = seedPerson(site.dbPath, { email: "tls.owner@example.com", role: "owner" });
    expect((await send("/office/account", { cookie: `__Host-office_session=${me.sessionId}` })).status).toBe(
      200,
    );
    const plain = await send("/office/account", { cookie: `office_session=${me.sessionId}` });
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe("/office/sign-in");
    const out = await send("/office/account", {
      cookie: `__Host-office_session=${me.sessionId}`,
      form: { intent: "sign-out" },
    });
    expect(out.status).toBe(302);
    expect(out.headers["set-cookie"]).toEqual([
      "__Host-office_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    ]);
    expect((await send("/office/account", { cookie: `__Host-office_session=${me.sessionId}` })).status).toBe(
      302,
    );
  });

  it("keeps invitation links out of the access log, and sends them with no Referer", async () => {
    const link = await inviteFromCli({ dbPath: site.dbPath, origin }, "tls.invite@example.com", "office");
    const token = link.split("/").at(-1)!;
    expect(link.startsWith(`${origin}/office/invite/`)).toBe(true);
    const opened = await send(new URL(link).pathname);
    expect(opened.status).toBe(200);
    expect(opened.headers["referrer-policy"]).toBe("no-referrer");
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    const log = readFileSync(join(dir, "access.log"), "utf8");
    expect(log).toContain("/office/account");
    expect(log).not.toContain(token);
    expect(log).not.toContain("/office/invite/");
  });
});
