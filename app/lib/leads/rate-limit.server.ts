import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address ("::" filled in, a dotted IPv4 tail as two groups); null if malformed. */
function ipv6Groups(address: string): number[] | null {
  const text = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a: string, b: string, c: string, d: string) =>
      [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((g) => g.toString(16)).join(":"),
  );
  const [head = "", tail, ...more] = text.split("::");
  if (more.length > 0) return null;
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const before = part(head);
  const after = part(tail);
  const missing = 8 - before.length - after.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...before, ...Array<number>(missing).fill(0), ...after];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The key a client is counted under: an IPv4 address as it is; an IPv6 address by its /64 (one home or
 * one server gets a whole /64, so counting each address alone would let it pick a fresh one per request),
 * written "2001:db8:0:1::/64"; an IPv4 address in IPv6 form ("::ffff:203.0.113.5", as a dual-stack socket
 * reports it) as the IPv4 address. Anything else (not an address: "unknown", an office user's key) as it is.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, ""); // a zone ("fe80::1%eth0") names the interface, not the client
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  if (!groups) return ip;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join(".");
  return `${[a, b, c, d].map((n) => n.toString(16)).join(":")}::/64`;
}

/**
 * A fixed-window counter per client, kept in memory (one process's: the booking form's daily allowance is
 * counted in the database instead, app/lib/booking/). Every key goes through `clientKey`, so a client's
 * IPv6 /64 is one client whichever of its addresses it sends from.
 */
export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
}) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one hit for `ip`'s client; false when the client is over its allowance for this window. */
    hit(ip: string): boolean {
      const key = clientKey(ip);
      const t = now();
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= t) hits.delete(k);
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= t) {
        hits.set(key, { count: 1, resetAt: t + windowMs });
        return true;
      }
      entry.count += 1;
      return entry.count <= max;
    },
    /** Whole seconds until the client's window ends (when a refused client may try again), at least 1. */
    retryAfterSeconds(ip: string): number {
      const entry = hits.get(clientKey(ip));
      return Math.max(1, Math.ceil(((entry?.resetAt ?? now()) - now()) / 1000));
    },
  };
}

export type RateLimiter = Pick<ReturnType<typeof createRateLimiter>, "hit" | "retryAfterSeconds">;
