import type { Duplex } from "node:stream";
import { CACHE } from "./cache-policy.server";
import { ALLOWED_METHODS } from "./form-guards.server";
import { NON_PAGE_CSP, SECURITY_HEADERS } from "./security-headers.server";

/**
 * An answer written straight to the socket, which is then closed: for requests Node's parser refuses
 * before Express sees them, and for a body that stopped arriving (server/body-deadline.server.ts).
 */
export function rawAnswer(socket: Duplex, status: number, text: string) {
  const body = `${text}\n`;
  socket.end(
    [
      `HTTP/1.1 ${status} ${text}`,
      "Connection: close",
      "Content-Type: text/plain; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cache-Control: ${CACHE.none}`,
      `Content-Security-Policy: ${NON_PAGE_CSP}`,
      ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
      ...(status === 501 || status === 405 ? [`Allow: ${ALLOWED_METHODS.join(", ")}`] : []),
      "",
      body,
    ].join("\r\n"),
  );
}
