/**
 * An article's old addresses: one whose slug changed answers 301 to where it is now, a deleted one 410
 * Gone (the snapshot's `articleRedirects` and `goneArticles`). The article route asks first.
 */
import { data, redirect } from "react-router";
import type { ContentSnapshot } from "./snapshot";

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The answer for a moved or deleted article's address (a response to throw), or null. */
export function articleGone(
  snapshot: Pick<ContentSnapshot, "articleRedirects" | "goneArticles">,
  pathname: string,
): Response | ReturnType<typeof data<null>> | null {
  const path = withoutSlash(pathname);
  const to = snapshot.articleRedirects?.[path];
  if (to !== undefined && to !== path) return redirect(to, 301);
  if (snapshot.goneArticles?.includes(path)) return data(null, { status: 410 });
  return null;
}
