/**
 * A form route's rate limit, told to the client (the contact and booking pages): the action's answer
 * carries `Retry-After` when the service refused a rate-limited client, and the route's `headers` passes it
 * on to the response, with or without JavaScript. The APIs say the same (quote-api.server.ts).
 */
export function retryAfterInit(result: { status: string; retryAfter?: number | null }): HeadersInit {
  return result.status === "rate-limited" && result.retryAfter
    ? { "Retry-After": String(result.retryAfter) }
    : {};
}

/** The route module's `headers`: the parent's, plus the action's `Retry-After` when it set one. */
export function headers({
  parentHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers;
  actionHeaders: Headers;
}) {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
}
