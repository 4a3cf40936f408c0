import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../../../", import.meta.url).pathname;

/**
 * deploy/nginx.conf as written, with a test's ports, the certificate of `makeSelfSignedCertificate(dir)`,
 * the test server as upstream, `serverName` for www.example.com and the site's access log in `dir` (as a
 * host keeps one; the test's nginx logs nothing else).
 */
export function deploySiteBlock(o: {
  dir: string;
  tlsPort: number;
  plainPort: number;
  appPort: number;
  serverName: string;
}): string {
  return readFileSync(join(root, "deploy/nginx.conf"), "utf8")
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${o.tlsPort} ssl http2;`)
    .replace("listen 80;", `listen 127.0.0.1:${o.plainPort};`)
    .replace(/^\s*listen \[::\]:\d+.*$/gm, "")
    .replace("/etc/letsencrypt/live/www.example.com/fullchain.pem", join(o.dir, "cert.pem"))
    .replace("/etc/letsencrypt/live/www.example.com/privkey.pem", join(o.dir, "key.pem"))
    .replaceAll("http://127.0.0.1:3000", `http://127.0.0.1:${o.appPort}`)
    .replaceAll("server_name www.example.com;", `server_name ${o.serverName};`)
    .replace(
      `server_name ${o.serverName};`,
      `server_name ${o.serverName};\n    access_log ${join(o.dir, "access.log")};`,
    );
}

/**
 * A self-signed P-256 certificate for `subjectAltName` (e.g. "IP:127.0.0.1"), valid two days, made with
 * Debian's openssl into `dir` as cert.pem and key.pem.
 */
export function makeSelfSignedCertificate(dir: string, commonName: string, subjectAltName: string) {
  const certFile = join(dir, "cert.pem");
  const keyFile = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", keyFile, "-out", certFile, "-days", "2"],
      ...["-subj", `/CN=${commonName}`, "-addext", `subjectAltName=${subjectAltName}`],
    ],
    { stdio: "ignore" },
  );
  return { certFile, keyFile };
}
