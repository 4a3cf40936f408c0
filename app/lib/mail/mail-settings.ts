/** Mail: where mail goes and comes from, read once from the environment (no SMTP code: the CLI reads it too). */
import { company } from "~/content/company";
import type { Env } from "../site/env.server";
import { publicOrigin } from "../site/site-url";
import { officeOrigin } from "../office/office-origin";

/** Where mail goes and comes from, and the origin its links name. */
export interface MailSettings {
  /** The contractor's inbox (LEADS_TO). */
  to: string;
  /** The sender (LEADS_FROM), also the invitations' ORGANIZER. */
  from: string;
  /** The public origin, for links (https://www.example.com). */
  origin: string;
  host: string;
  /** Where the office is, for the office's links in its notices (SITE_URL, or http://localhost:PORT). */
  officeOrigin: string;
}

export const defaultMailFrom = () => `"${company.name} website" <${company.email}>`;

export function mailSettings(env: Pick<Env, "LEADS_TO" | "LEADS_FROM" | "SITE_URL" | "PORT">): MailSettings {
  const origin = publicOrigin(env.SITE_URL);
  return {
    to: env.LEADS_TO ?? company.email,
    from: env.LEADS_FROM ?? defaultMailFrom(),
    origin,
    host: new URL(origin).hostname,
    officeOrigin: officeOrigin(env.SITE_URL, env.PORT),
  };
}
