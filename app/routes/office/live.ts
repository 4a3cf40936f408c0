import type { Route } from "./+types/live";
import { countSince, newestCursor } from "~/lib/office/requests.server";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";

/**
 * The live inbox's question (polled by the open inbox): how many requests were stored after the cursor the
 * page showed, read from the database, so a second server process or the API's writes count too.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { db } = officeWork(args.context);
  const url = new URL(args.request.url);
  const num = (name: string) => {
    const n = Number(url.searchParams.get(name));
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  };
  const cursor = { lead: num("lead"), booking: num("booking") };
  // Cache-Control (private, no-store) and X-Robots-Tag come from the server, as for every office path.
  return Response.json({ count: countSince(db.db, cursor), cursor: newestCursor(db.db) });
}
