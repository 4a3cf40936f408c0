import type { Route } from "./+types/book-calendar";
import { absoluteUrl } from "~/lib/site/site-url";
import { managePath } from "~/lib/booking/booking-paths";
import { requestInfoContext } from "~/lib/leads/lead-context";
import { copyFor } from "~/content/copy";

/**
 * A booking's calendar file, behind its private link's token (never at a guessable id): RFC 5545, the
 * booking's UID and SEQUENCE, times in UTC, text and file name in the booking's language.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { bookings } = context.get(requestInfoContext);
  const booking = bookings.byToken(params.token);
  if (!booking || booking.status === "unconfirmed")
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(bookings.calendarFile(booking, absoluteUrl(managePath(params.token))), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${copyFor(booking.language).booking.mail.calendarFile}"`,
    },
  });
}
