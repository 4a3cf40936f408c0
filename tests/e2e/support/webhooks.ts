import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { openStores } from "~/lib/site/site-db.testing";
import { type DeliveryRow } from "~/lib/webhooks/webhook-store.server";
import { makeSelfSignedCertificate } from "./tls";

/** A Standard Webhooks secret, as the contractor's tool would issue. */
export const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export interface Delivery {
  path: string;
  id: string;
  /** webhook-timestamp, in seconds. */
  signedAt: number;
  at: number;
  /** The verified payload, or undefined when the signature did not verify. */
  event?: { type: string; timestamp: string; data: Record<string, unknown> };
  error?: string;
  status: number;
}

/**
 * A real receiver, as Zapier or a CRM would run: every request is verified with the `standardwebhooks`
 * package's own verifier (its five-minute tolerance included) and recorded. `answer` picks each request's
 * status from its path and how many requests that path has had; "hang" never answers.
 */
export async function webhookReceiver(
  secret: string,
  answer: (path: string, seen: number) => number | "hang" = () => 200,
  { port = 0, tls }: { port?: number; tls?: { key: string; cert: string } } = {},
) {
  const deliveries: Delivery[] = [];
  const hanging: ServerResponse[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const path = req.url ?? "/";
      const seen = deliveries.filter((d) => d.path === path).length;
      const status = answer(path, seen);
      const d: Delivery = {
        path,
        id: String(req.headers["webhook-id"]),
        signedAt: Number(req.headers["webhook-timestamp"]),
        at: Date.now(),
        status: status === "hang" ? 0 : status,
      };
      try {
        d.event = new Webhook(secret).verify(raw, req.headers as Record<string, string>) as Delivery["event"];
      } catch (error) {
        d.error = (error as Error).message;
      }
      deliveries.push(d);
      if (status === "hang") {
        hanging.push(res);
        return;
      }
      res.writeHead(status, status === 429 ? { "retry-after": "1" } : {}).end("ok");
    });
  };
  const server: Server = tls ? createHttpsServer(tls, handler) : createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    deliveries,
    /** Requests still waiting for an answer. */
    hanging: () => hanging.filter((r) => !r.writableEnded && !r.destroyed).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released). */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** A self-signed certificate for localhost and 127.0.0.1, made with Debian's openssl. */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "webhook-tls-"));
  const { certFile, keyFile } = makeSelfSignedCertificate(dir, "localhost", "DNS:localhost,IP:127.0.0.1");
  return { certFile, key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8") };
}

/** The delivery rows a server wrote, oldest first (a separate connection, as the command line would). */
export function deliveryRows(dbPath: string): DeliveryRow[] {
  const stores = openStores(dbPath);
  try {
    return stores.deliveries.recent(1000).reverse();
  } finally {
    stores.close();
  }
}
