import { data } from "react-router";
import { NotFound } from "~/components/sections/not-found";
import { statusPages } from "~/content/status-pages";
import { noIndexMeta } from "~/lib/discovery/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => noIndexMeta(statusPages.notFound.meta);

export default function NotFoundRoute() {
  return <NotFound />;
}
