/**
 * Webhooks: the deliveries' store, in the site's SQLite file (its table made by webhook-schema.server.ts). A delivery row per event and endpoint is
 * queued inside the transaction that stores the lead or booking (stored first, sent at least once); the
 * sender reads due rows, records each attempt, and the command line lists and replays them.
 */
import { randomUUID } from "node:crypto";
import { SiteStore } from "../site/site-store.server";
import type { EventType, WebhookEndpoint } from "./webhook-config.server";
import { envelope } from "./signing.server";

export interface DeliveryRow {
  id: number;
  event_id: string;
  endpoint_id: string;
  type: EventType;
  body: string;
  created_at: string;
  lead_id: number | null;
  booking_id: number | null;
  status: "pending" | "delivered" | "failed" | "dropped";
  attempts: number;
  next_attempt_at: number;
  last_status: number | null;
  last_error: string | null;
  finished_at: string | null;
}

/** A new event id in the spec's usual shape ("msg_" and a random id). */
export const newEventId = () => `msg_${randomUUID().replace(/-/g, "")}`;

export class WebhookStore extends SiteStore {
  /**
   * Queues one event for every endpoint that takes its type (call it inside the transaction that stores
   * the lead or booking); returns the event id, or undefined when no endpoint takes it.
   */
  queue(
    type: EventType,
    data: Record<string, unknown>,
    endpoints: readonly WebhookEndpoint[],
    {
      leadId,
      bookingId,
      now = new Date(),
      holdMs = 0,
    }: { leadId?: number; bookingId?: number; now?: Date; holdMs?: number } = {},
  ): string | undefined {
    const targets = endpoints.filter((e) => e.events.includes(type));
    if (targets.length === 0) return undefined;
    const id = newEventId();
    const body = envelope({ id, type, timestamp: now, data });
    const insert = this.db.prepare(
      `INSERT INTO webhook_deliveries (event_id, endpoint_id, type, body, created_at, lead_id, booking_id, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const e of targets)
      insert.run(
        id,
        e.id,
        type,
        body,
        now.toISOString(),
        leadId ?? null,
        bookingId ?? null,
        now.getTime() + holdMs,
      );
    return id;
  }

  /**
   * Ends the photo hold (`holdMs`) of a request's deliveries (its photos are kept): those still waiting
   * out the hold are due at `now`. Only those: a delivery a sender has claimed (its lease moved its next
   * attempt) or attempted is left alone, so nothing is sent twice. The number released.
   */
  release(subject: { leadId: number } | { bookingId: number }, holdMs: number, now: number): number {
    const [column, id] =
      "leadId" in subject ? ["lead_id", subject.leadId] : ["booking_id", subject.bookingId];
    const rows = this.db
      .prepare(
        `SELECT id, created_at, next_attempt_at FROM webhook_deliveries
         WHERE ${column} = ? AND status = 'pending' AND attempts = 0 AND next_attempt_at > ?`,
      )
      .all(id, now) as unknown as { id: number; created_at: string; next_attempt_at: number }[];
    const due = this.db.prepare(
      "UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ? AND next_attempt_at = ?",
    );
    let released = 0;
    for (const r of rows)
      if (r.next_attempt_at === Date.parse(r.created_at) + holdMs)
        released += Number(due.run(now, r.id, r.next_attempt_at).changes);
    return released;
  }

  /**
   * Takes the pending deliveries due at `now`, oldest first, for one sender: in one write transaction
   * their next attempt moves `leaseMs` ahead, so no other sender (a second server process on the same
   * file) takes them meanwhile, and a sender that dies mid-attempt leaves them due again after the lease.
   */
  claim(now: number, limit: number, leaseMs: number): DeliveryRow[] {
    return this.site.transaction(() => {
      const rows = this.db
        .prepare(
          "SELECT * FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?",
        )
        .all(now, limit) as unknown as DeliveryRow[];
      const lease = this.db.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?");
      for (const row of rows) lease.run(now + leaseMs, row.id);
      return rows;
    });
  }

  /** Moves a delivery's next attempt to `at` without counting an attempt (it was not sent). */
  postpone(id: number, at: number) {
    this.db.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?").run(at, id);
  }

  get(id: number): DeliveryRow | undefined {
    return this.db.prepare("SELECT * FROM webhook_deliveries WHERE id = ?").get(id) as
      DeliveryRow | undefined;
  }

  delivered(id: number, status: number, now = new Date()) {
    this.db
      .prepare(
        `UPDATE webhook_deliveries SET status = 'delivered', attempts = attempts + 1, last_status = ?, last_error = NULL,
           finished_at = ? WHERE id = ?`,
      )
      .run(status, now.toISOString(), id);
  }

  retryAt(id: number, nextAttemptAt: number, status: number | null, error: string) {
    this.db
      .prepare(
        "UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = ?, last_error = ?, next_attempt_at = ? WHERE id = ?",
      )
      .run(status, error.slice(0, 300), nextAttemptAt, id);
  }

  failed(id: number, status: number | null, error: string, now = new Date()) {
    this.db
      .prepare(
        `UPDATE webhook_deliveries SET status = 'failed', attempts = attempts + 1, last_status = ?, last_error = ?,
           finished_at = ? WHERE id = ?`,
      )
      .run(status, error.slice(0, 300), now.toISOString(), id);
  }

  /** Drops the pending rows of endpoints no longer configured; returns how many. */
  dropOtherEndpoints(keep: readonly string[], now = new Date()): number {
    return Number(
      this.db
        .prepare(
          `UPDATE webhook_deliveries SET status = 'dropped', finished_at = ?, last_error = 'endpoint removed from the configuration'
           WHERE status = 'pending' AND endpoint_id NOT IN (SELECT value FROM json_each(?))`,
        )
        .run(now.toISOString(), JSON.stringify(keep)).changes,
    );
  }

  /** Makes every delivery of an event due again (the same webhook-id); returns how many. */
  redeliver(eventId: string, now = Date.now()): number {
    return Number(
      this.db
        .prepare(
          `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ?, finished_at = NULL
           WHERE event_id = ? AND status != 'dropped'`,
        )
        .run(now, eventId).changes,
    );
  }

  /** The most recent deliveries first. */
  recent(limit = 50): DeliveryRow[] {
    return this.db
      .prepare("SELECT * FROM webhook_deliveries ORDER BY id DESC LIMIT ?")
      .all(limit) as unknown as DeliveryRow[];
  }

  /** Deletes deliveries (and their bodies) created before `cutoff`; returns how many. */
  deleteBefore(cutoff: Date): number {
    return Number(
      this.db.prepare("DELETE FROM webhook_deliveries WHERE created_at < ?").run(cutoff.toISOString())
        .changes,
    );
  }
}
