import type { Route } from "./+types/export";
import { allRequests, filterOf } from "~/lib/office/requests.server";
import { requestsCsv } from "~/lib/office/requests-csv.server";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";

/**
 * The inbox's filtered list as a CSV download (newest first, as on screen). The inbox's filter form
 * submits here too (its Export button), so the file follows the filters as they stand on screen; they are
 * read by the inbox's own parser.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { db } = officeWork(args.context);
  const csv = requestsCsv(db.db, allRequests(db.db, filterOf(new URL(args.request.url))));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    // Cache-Control (private, no-store) and X-Robots-Tag come from the server, as for every office path.
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${day}.csv"`,
    },
  });
}
