/**
 * Webhooks: the guard that keeps deliveries out of the internal network (SSRF). A target must be https
 * (or a host the operator allowed), and every address it resolves to is checked when the connection is
 * made, on every attempt, so a name that changes its answer later (DNS rebinding) is still refused.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Address ranges no delivery may reach, unless the host is allowed by name (WEBHOOK_ALLOW_HOSTS). Two
 * lists: Node's BlockList applies an IPv6 rule such as ::ffff:0:0/96 to every IPv4 address too.
 */
const forbidden = new BlockList();
const forbidden6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 included
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, the cloud metadata address 169.254.169.254 included
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  forbidden.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  // Unspecified (::), loopback (::1) and the deprecated IPv4-compatible form (::7f00:1 is 127.0.0.1).
  ["::", 96],
  ["::ffff:0:0", 96], // IPv4-mapped
  ["::ffff:0:0:0", 96], // SIIT's IPv4-translated form (::ffff:0:a.b.c.d)
  ["64:ff9b::", 96], // NAT64, well-known prefix (an IPv4 address in disguise)
  ["64:ff9b:1::", 48], // NAT64, local-use prefix
  ["100::", 64], // discard-only
  // Transition prefixes that carry an IPv4 address inside (6to4 2002:AABB:CCDD::, Teredo's server and
  // client): refused whole, since what they embed may be internal and no webhook receiver lives there.
  ["2002::", 16], // 6to4
  ["2001::", 32], // Teredo
  ["fc00::", 7], // unique local (fd00:ec2::254, a cloud metadata address, included)
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  forbidden6.addSubnet(net, prefix, "ipv6");

/** Whether an IP address is one no delivery may reach (a non-address counts as forbidden). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? forbidden.check(address, "ipv4") : forbidden6.check(address, "ipv6");
}

/** The host part of a URL without IPv6 brackets, lower-cased. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

/**
 * Why a target URL may not be used (undefined when it may): not https unless its host is allowed, or an
 * IP literal in a forbidden range. Names are checked again at connect time (`guardedLookup`).
 */
export function targetProblem(url: URL, allowHosts: ReadonlySet<string>): string | undefined {
  const host = hostOf(url);
  const allowed = allowHosts.has(host);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && allowed))
    return `only https is allowed (or a host in WEBHOOK_ALLOW_HOSTS), not ${url.protocol}//${host}`;
  if (url.username || url.password) return "credentials in the URL are not allowed";
  if (isIP(host) && !allowed && isForbiddenAddress(host)) return `${host} is an internal address`;
  return undefined;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that resolves the name and refuses the connection when any address it
 * gives is forbidden (unless the host is allowed by name): the check happens at connect time, on every
 * attempt.
 */
export function guardedLookup(allowHosts: ReadonlySet<string>) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const allowed = allowHosts.has(hostname.toLowerCase());
      const bad = list.find((a) => isForbiddenAddress(a.address));
      if (!allowed && (bad || list.length === 0)) {
        const error: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to an internal address (${bad?.address ?? "none"}): refused`,
        );
        error.code = "EWEBHOOKADDRESS";
        return callback(error, []);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      return first
        ? callback(null, first.address, first.family)
        : callback(new Error(`${hostname}: no address`), []);
    });
  };
}
