import { execFileSync } from "node:child_process";
import { join } from "node:path";

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
