import { describe, expect, it } from "vitest";
import { guardedLookup, isForbiddenAddress, targetProblem } from "./address-guard.server";

const none = new Set<string>();

describe("the webhook address guard", () => {
  it("forbids loopback, private, link-local, CGNAT, 0.0.0.0, IPv4-mapped IPv6 and the metadata address", () => {
    for (const ip of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.254",
      "0.0.0.0",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "fd00:ec2::254",
      "fe80::1",
      "64:ff9b::a00:1",
      "not an address",
    ])
      expect(isForbiddenAddress(ip), ip).toBe(true);
    for (const ip of ["93.184.216.34", "100.128.0.1", "8.8.8.8", "2606:4700:4700::1111"])
      expect(isForbiddenAddress(ip), ip).toBe(false);
  });

  it("refuses http and internal IP literals unless the host is allowed by name", () => {
    const problem = (url: string, allow = none) => targetProblem(new URL(url), allow);
    expect(problem("https://hooks.example.com/catch/1")).toBeUndefined();
    expect(problem("http://hooks.example.com/catch/1")).toMatch(/only https/);
    for (const url of [
      "https://10.0.0.1/x",
      "https://169.254.169.254/latest",
      "https://[::ffff:127.0.0.1]/x",
      "https://0.0.0.0/x",
    ])
      expect(problem(url), url).toMatch(/internal address/);
    expect(problem("https://user:pw@hooks.example.com/")).toMatch(/credentials/);
    const allow = new Set(["127.0.0.1"]);
    expect(problem("http://127.0.0.1:4000/hook", allow)).toBeUndefined();
    expect(problem("http://10.0.0.1/hook", allow)).toMatch(/only https/);
  });

  it("forbids the IPv6 spellings that carry an IPv4 address: IPv4-compatible, 6to4, NAT64 local use, SIIT and Teredo", () => {
    for (const ip of [
      "::7f00:1", // IPv4-compatible 127.0.0.1
      "::127.0.0.1",
      "::a00:1", // IPv4-compatible 10.0.0.1
      "2002:7f00:1::", // 6to4 of 127.0.0.1
      "2002:a9fe:a9fe::1", // 6to4 of 169.254.169.254
      "2002:5db8:d822::1", // 6to4 of a public address: refused whole all the same
      "64:ff9b:1::7f00:1", // NAT64 local-use prefix
      "64:ff9b:1:ffff::a00:1",
      "::ffff:0:7f00:1", // SIIT ::ffff:0:127.0.0.1
      "::ffff:0:10.0.0.1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo
      "2001::1",
    ])
      expect(isForbiddenAddress(ip), ip).toBe(true);
    for (const ip of ["2001:4860:4860::8888", "2a00:1450:4001::200e", "2606:4700::1111"])
      expect(isForbiddenAddress(ip), ip).toBe(false);
    expect(targetProblem(new URL("https://[::7f00:1]/hook"), none)).toMatch(/internal address/);
    expect(targetProblem(new URL("https://[2002:7f00:1::]/hook"), none)).toMatch(/internal address/);
  });

  it("checks the resolved address at connect time, so a name that points inside is refused", async () => {
    const lookup = guardedLookup(none);
    const result = await new Promise<{ err: NodeJS.ErrnoException | null }>((resolve) =>
      lookup("localhost", {}, (err) => resolve({ err })),
    );
    expect(result.err?.code).toBe("EWEBHOOKADDRESS");
    const allowed = await new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
      guardedLookup(new Set(["localhost"]))("localhost", {}, (err, address) => resolve({ err, address })),
    );
    expect(allowed.err).toBeNull();
    expect(String(allowed.address)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
