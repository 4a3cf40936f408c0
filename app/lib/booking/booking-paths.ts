import { TOKEN_PATH_OF } from "~/lib/site/token-paths";

/** Booking: where a booking's private page and calendar file live (the token is the only key). */
export const managePath = (token: string) => `${TOKEN_PATH_OF.manage}${token}`;
export const calendarPath = (token: string) => `${managePath(token)}/inspection.ics`;
