import type { ReactNode } from "react";
import { ServerHtml, ServerHtmlContext } from "~/components/ui/server-html";
import { serverHtmlOf } from "~/lib/rendering/server-html";

/**
 * A reading page: all of it is server markup (decision 009), so its route ships next to no code even
 * to a visitor who arrives by client-side navigation. Write it as
 *
 *     <ServerPage data={loaderData}>{import.meta.env.SSR && <AboutPage {...props} />}</ServerPage>
 *
 * with the route's `clientLoader` calling `withServerHtml`.
 */
export function ServerPage({ data, children }: ServerRouteProps) {
  return (
    <ServerRoute data={data}>
      <ServerHtml id="page">{children}</ServerHtml>
    </ServerRoute>
  );
}

interface ServerRouteProps {
  /** The route's loader data (with the fragments a client-side arrival loaded). */
  data: object | undefined;
  children?: ReactNode;
}

/**
 * A page with widgets: its `ServerHtml` fragments around them take their markup from the route's loader
 * data on a client-side arrival (the server rendered them on the first load).
 */
export function ServerRoute({ data, children }: ServerRouteProps) {
  return <ServerHtmlContext value={serverHtmlOf(data)}>{children}</ServerHtmlContext>;
}
