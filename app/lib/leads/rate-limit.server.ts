/** A fixed-window counter per key (client IP), kept in memory. */
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
    /** Counts one hit for `key`; false when the key is over its allowance for this window. */
    hit(key: string): boolean {
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
    /** Whole seconds until `key`'s window ends (when a refused client may try again), at least 1. */
    retryAfterSeconds(key: string): number {
      const entry = hits.get(key);
      return Math.max(1, Math.ceil(((entry?.resetAt ?? now()) - now()) / 1000));
    },
  };
}

export type RateLimiter = Pick<ReturnType<typeof createRateLimiter>, "hit" | "retryAfterSeconds">;
