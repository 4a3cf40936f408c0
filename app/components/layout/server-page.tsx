import type { ReactNode } from "react";
import { ServerHtml, ServerHtmlContext } from "~/components/ui/server-html";
import { serverHtmlOf } from "~/lib/server-html";

/**
 * A reading page: all of it is server markup (decision 009), so its route ships next to no code even
 * to a visitor who arrives by client-side navigation. Write it as
 *
 *     <ServerPage data={loaderData}>{import.meta.env.SSR && <AboutPage {...props} />}</ServerPage>
 *
 * with the route's `clientLoader` calling `withServerHtml`.
 */
export function ServerPage({ data, children }: { data: object | undefined; children?: ReactNode }) {
  return (
    <ServerHtmlContext value={serverHtmlOf(data)}>
      <ServerHtml id="page">{children}</ServerHtml>
    </ServerHtmlContext>
  );
}
