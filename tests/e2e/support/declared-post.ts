/**
 * A multipart POST that declares a body of `declared` bytes and sends only its first line, then waits for
 * the answer: how a server or proxy refusing a body past its cap from the stated length is tested. (Node's
 * `fetch` refuses to send a body shorter than its Content-Length, so it cannot make this request.)
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

export function postDeclaring(
  url: string | URL,
  declared: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: "POST",
        rejectUnauthorized: false,
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": declared,
          origin: target.origin,
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, text });
        });
      },
    );
    req.on("error", reject);
    req.write("--x\r\n");
  });
}
