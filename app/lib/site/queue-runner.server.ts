/**
 * The one runner of the site's retrying queues (the mail outbox and the webhook sender): rows live in the
 * SQLite file, so a restart or an outage only delays them. A pass drains everything due: up to
 * `concurrency` workers each take the next due row and attempt it, until none is left. Rows are leased
 * in a write transaction (as many at a time as there are workers), so a second process on the same file
 * never takes the same row, and a row one attempt stalls on holds one worker, never the others. A failed
 * attempt waits out an exponential back-off (or the wait the job was told), capped, and a job with a
 * give-up time stops retrying a row that old. A process that dies mid-attempt leaves its rows due again
 * when their lease ends.
 */
import { countNoun } from "../rendering/count-noun";
import type { Logger } from "./logger.server";

/** What every queued row has. */
export interface QueueRow {
  id: number;
  attempts: number;
  created_at: string;
}

export type AttemptOutcome =
  /** Done; the job has recorded it. `wake`: rows may have become due (start more workers). */
  | { kind: "done"; wake?: boolean }
  /** Failed, worth trying again (after `retryAfterMs` when the other side said so). */
  | { kind: "retry"; error: string; status?: number; retryAfterMs?: number }
  /** Failed for good. */
  | { kind: "final"; error: string; status?: number };

export interface QueueJob<Row extends QueueRow> {
  /** Leases up to `limit` rows due at `now` for `leaseMs` (one write transaction). */
  claim(now: number, limit: number, leaseMs: number): Row[];
  /** One attempt; records a success itself. An exception leaves the row leased until the lease ends. */
  attempt(row: Row): Promise<AttemptOutcome>;
  /** Records a failed attempt, to be tried again at `at` (`waitMs` from now). */
  retry(row: Row, outcome: Extract<AttemptOutcome, { kind: "retry" }>, at: number, waitMs: number): void;
  /** Records that the row will not be tried again (`why`). */
  giveUp(row: Row, outcome: Exclude<AttemptOutcome, { kind: "done" }>, why: string): void;
  /**
   * Extends the lease of rows this process still holds to `until`. A job that has it gets a short lease,
   * renewed while the rows are held, so a row being sent is never taken by another process however long
   * the attempt takes, and a process that dies leaves its rows due again within one lease.
   */
  renew?(ids: readonly number[], until: number): void;
  /** Runs when the runner starts (before its first pass). */
  start?(): void;
}

export interface RetryPolicy {
  /** The first retry's wait; each next one doubles. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** Give up on a row this long after it was created (never when absent). */
  giveUpAfterMs?: number;
}

export interface QueueRunnerOptions<Row extends QueueRow> {
  /** The queue's name in the log ("outbox", "webhooks"). */
  name: string;
  job: QueueJob<Row>;
  policy: RetryPolicy;
  pollMs: number;
  /** Rows attempted at once. */
  concurrency: number;
  /**
   * How long a leased row is held from other processes: longer than the longest attempt, or (when the job
   * renews leases) longer than a renewal may be late; renewed every third of it.
   */
  leaseMs: number;
  log: Logger;
  now?: () => number;
}

/** The wait after a row's `attempts`-th failure: base, 2 × base, 4 × base … capped at `maxMs`. */
export const retryWait = ({ baseMs, maxMs }: RetryPolicy, attempts: number, told?: number) =>
  Math.min(told ?? baseMs * 2 ** Math.max(0, attempts - 1), maxMs);

export function createQueueRunner<Row extends QueueRow>({
  name,
  job,
  policy,
  pollMs,
  concurrency,
  leaseMs,
  log,
  now = Date.now,
}: QueueRunnerOptions<Row>) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let workers = 0;
  let idle: Promise<void> = Promise.resolve();
  let settle = () => {};

  /** Rows leased by this runner and not yet taken by a worker, with when they were leased. */
  let leased: { row: Row; at: number }[] = [];
  /** The ids of every row this runner holds (waiting here or being attempted): their leases are renewed. */
  const held = new Set<number>();
  let renewal: ReturnType<typeof setInterval> | undefined;

  function renewLeases() {
    if (held.size === 0) return;
    try {
      job.renew?.([...held], now() + leaseMs);
    } catch (error) {
      log.error({ err: error, queue: name }, "queue could not renew its leases");
    }
  }

  /**
   * The next row to attempt: leased a few at a time (one write transaction for as many rows as there are
   * workers). Without renewal, a row that waited here for half its lease is left for a later claim, so
   * its lease never ends while it is being attempted.
   */
  function claimOne(): Row | undefined {
    for (;;) {
      if (leased.length === 0) {
        const at = now();
        leased = job.claim(at, concurrency, leaseMs).map((row) => ({ row, at }));
        for (const { row } of leased) held.add(row.id);
      }
      const next = leased.shift();
      if (!next || job.renew || now() - next.at < leaseMs / 2) return next?.row;
      held.delete(next.row.id);
    }
  }

  async function run(row: Row) {
    let outcome: AttemptOutcome;
    try {
      outcome = await job.attempt(row);
    } catch (error) {
      log.error({ err: error, queue: name, row: row.id }, "queued attempt failed unexpectedly");
      return;
    }
    if (outcome.kind === "done") {
      if (outcome.wake) spawn();
      return;
    }
    const attempts = row.attempts + 1;
    const tooOld =
      policy.giveUpAfterMs !== undefined && now() - Date.parse(row.created_at) > policy.giveUpAfterMs;
    if (outcome.kind === "final" || tooOld) {
      const why =
        tooOld && outcome.kind === "retry"
          ? `gave up after ${countNoun(attempts, "attempt")}: ${outcome.error}`
          : outcome.error;
      job.giveUp(row, outcome, why);
      return;
    }
    const wait = retryWait(policy, attempts, outcome.retryAfterMs);
    job.retry(row, outcome, now() + wait, wait);
  }

  async function worker(first: Row) {
    try {
      for (let row: Row | undefined = first; row; row = claimOne())
        await run(row).finally(() => held.delete(row.id));
    } catch (error) {
      // The database itself failed (closed, disk gone): the next poll tries again, claiming afresh.
      for (const { row } of leased) held.delete(row.id);
      leased = [];
      log.error({ err: error, queue: name }, "queue pass stopped");
    } finally {
      if (--workers === 0) {
        clearInterval(renewal);
        renewal = undefined;
        settle();
      }
    }
  }

  /** Starts workers while some are free and rows are due. */
  function spawn() {
    while (workers < concurrency) {
      let row: Row | undefined;
      try {
        row = claimOne();
      } catch (error) {
        log.error({ err: error, queue: name }, "queue could not read its rows");
        return;
      }
      if (!row) return;
      if (workers++ === 0) {
        idle = new Promise((resolve) => (settle = resolve));
        if (job.renew) {
          renewal = setInterval(renewLeases, leaseMs / 3);
          renewal.unref();
        }
      }
      void worker(row);
    }
  }

  /** Attempts whatever is due now; resolves when no row is being attempted. */
  function kick(): Promise<void> {
    spawn();
    return idle;
  }

  return {
    kick,
    start() {
      job.start?.();
      timer ??= setInterval(() => void kick(), pollMs);
      timer.unref();
      void kick();
    },
    /** Stops polling; resolves when the attempts under way have finished. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await idle;
    },
  };
}

export type QueueRunner = ReturnType<typeof createQueueRunner>;
