import type { Route } from "./+types/calendar-feed";
import { requestInfoContext } from "~/lib/leads/lead-context";

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * The contractor's private subscription feed, /calendar/<CALENDAR_FEED_TOKEN>.ics: every booking from 30
 * days ago on, cancelled ones marked STATUS:CANCELLED. Any other name, or no token configured: 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { bookings } = context.get(requestInfoContext);
  const token = /^(.+)\.ics$/.exec(params.file)?.[1];
  const feed = token ? bookings.feedFor(token) : undefined;
  if (feed === undefined) return notFound();
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
    },
  });
}
