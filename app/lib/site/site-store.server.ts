import type { SiteDb } from "./site-db.server";

/** A store over some of the site's tables (leads, bookings, messages, webhooks): it queries the site's database. */
export abstract class SiteStore {
  readonly site: SiteDb;

  constructor(site: SiteDb) {
    this.site = site;
  }

  protected get db() {
    return this.site.db;
  }
}
