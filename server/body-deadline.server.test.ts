import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "~/lib/site/logger.server";
import { bodyDeadline } from "./body-deadline.server";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose routes read the whole body; bodies have `ms`, except POST /upload. */
async function start(ms: number): Promise<number> {
  const app = express();
  app.use(bodyDeadline(createLogger("silent"), (req) => req.path === "/upload", ms));
  app.post("/{*path}", (req, res) => {
    req.resume();
    req.on("end", () => res.send("read"));
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** Sends half a body, the rest after `restAfterMs`; what the server answered and when. */
function halfBody(port: number, path: string, restAfterMs: number) {
  return new Promise<{ answer: string; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nhalf-`);
      setTimeout(() => socket.writable && socket.write("body!"), restAfterMs);
    });
    let answer = "";
    socket.on("data", (d: Buffer) => {
      answer += d.toString();
      if (answer.includes("\r\n\r\n")) socket.end();
    });
    socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
  });
}

describe("bodyDeadline", () => {
  it("drops a body that stops half-way after its time, with 408", async () => {
    const port = await start(200);
    const { answer, ms } = await halfBody(port, "/contact", 1000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(ms).toBeLessThan(900);
  });

  it("lets the photo upload take longer, and a body that arrives in time through", async () => {
    const port = await start(200);
    expect((await halfBody(port, "/upload", 500)).answer).toMatch(/^HTTP\/1\.1 200 /);
    expect((await halfBody(port, "/contact", 50)).answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
