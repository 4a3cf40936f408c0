import { isRouteErrorResponse } from "react-router";
import { StatusScreen } from "~/components/layout/status-screen";
import { officeCopy } from "~/content/office/copy";
import { OfficePage } from "./office-page";

const copy = officeCopy.off;

/** The office-off answer's data (session.server.ts's OfficeOffData), when `error` is one. */
export function officeOffOf(error: unknown): { localOrigin: string | null } | undefined {
  if (!isRouteErrorResponse(error) || (error.status !== 421 && error.status !== 503)) return undefined;
  const body = error.data as { officeOff?: unknown; localOrigin?: unknown } | null;
  if (!body || body.officeOff !== true) return undefined;
  return { localOrigin: typeof body.localOrigin === "string" ? body.localOrigin : null };
}

/**
 * The office's page when it cannot run at this address: SITE_URL is unset and the page was opened at
 * another host than localhost:PORT (with a link to that one), or SITE_URL names an IP address.
 */
export function OfficeOff({ localOrigin }: { localOrigin: string | null }) {
  return (
    <OfficePage title={copy.title}>
      <div data-testid="office-off" className="space-y-3">
        <p>{localOrigin ? copy.localOnly(localOrigin) : copy.notByName}</p>
        {localOrigin ? (
          <p>
            <a
              className="inline-flex min-h-11 items-center break-words underline"
              href={`${localOrigin}/office`}
            >
              {copy.openLocal(localOrigin)}
            </a>
          </p>
        ) : null}
      </div>
    </OfficePage>
  );
}

/**
 * The error screen of the office's pages outside its shell (sign-in, an invitation): the office-off page
 * when that is the error, else the site's own status screen.
 */
export function OfficeEntryError({ error }: { error: unknown }) {
  const off = officeOffOf(error);
  if (!off) return <StatusScreen error={error} />;
  return (
    <main className="min-h-dvh bg-slate-50">
      <OfficeOff localOrigin={off.localOrigin} />
    </main>
  );
}
