import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/sections/not-found";
import { langOfPath } from "~/content/i18n";
import { statusMeta } from "~/content/status-pages";
import { statusMeta as statusMetaEs } from "~/content/es/status-pages";
import { noIndexMeta } from "~/lib/discovery/meta";

export function loader() {
  return data(null, { status: 404 });
}

/** Unknown paths under /es get the Spanish 404 (the screen follows the path's language). */
export const meta = ({ location }: Route.MetaArgs) =>
  noIndexMeta((langOfPath(location.pathname) === "es" ? statusMetaEs : statusMeta).notFound);

export default function NotFoundRoute() {
  return <NotFound />;
}
