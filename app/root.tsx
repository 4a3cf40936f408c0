import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { CallBar, CallBarSpacer } from "~/components/layout/call-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { MAIN_ID, SkipLink } from "~/components/layout/skip-link";
import { isNotFound, StatusScreen } from "~/components/layout/status-screen";
import { statusMeta } from "~/content/status-pages";
import { statusMeta as statusMetaEs } from "~/content/es/status-pages";
import { langInfo, langOfPath } from "~/content/i18n";
import { languageSwitchHref, useLang, type PageLangData } from "~/lib/rendering/lang";
import { agentFiles, feeds, manifests } from "~/content/agent-files";
import { noIndexMeta } from "~/lib/discovery/meta";
import { isClientApp } from "~/lib/rendering/hydration";
import { useNonce } from "~/lib/rendering/nonce";
import { faviconHref } from "~/lib/rendering/favicon";
import "./app.css";

export const links: Route.LinksFunction = () => [
  // Each language's feed; a feed reader offers both (the page's own language comes first in the list).
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: agentFiles.appleTouchIcon, sizes: "180x180" },
  ...Object.values(feeds).map((f) => ({
    rel: "alternate",
    type: "application/rss+xml",
    title: f.title,
    href: f.path,
  })),
  // Agentic Resource Discovery: where agents find the catalog of this site's machine interfaces.
  { rel: "ard", type: "application/json", href: agentFiles.ard },
];

/**
 * The document. A public page is server HTML with no React Router client at all (decision 018): links
 * are links, and its widgets are islands that load their own modules. A route under an app area
 * (`isClientApp`, e.g. the office) is the opposite: React Router's scripts hydrate the whole document,
 * and the area draws its own frame instead of the public header, footer and call bar.
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const clientApp = isClientApp(matches);
  const lang = useLang();
  const { search } = useLocation();
  // The language switch leads to this page in the other language (decision 014), keeping the query
  // parameters the page reads (an island keeps it current as its own state changes).
  const leaf = matches.at(-1);
  const queryParams = matches.flatMap(
    (m) => (m.handle as { queryParams?: string[] } | undefined)?.queryParams ?? [],
  );
  const switchHref = languageSwitchHref(
    lang,
    leaf?.loaderData as PageLangData | undefined,
    search,
    queryParams,
  );
  return (
    <html lang={langInfo[lang].tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <link rel="manifest" href={manifests[lang]} />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {clientApp ? (
          <>
            {children}
            <ClientAppMark />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            <SkipLink />
            <SiteHeader switchHref={switchHref} />
            <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter />
            <CallBarSpacer />
            <CallBar />
          </>
        )}
      </body>
    </html>
  );
}

/** Marks the document once React Router's client has hydrated an app area (islands mark their own). */
function ClientAppMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function meta({ error, location }: Route.MetaArgs) {
  if (!error) return [];
  const words = langOfPath(location.pathname) === "es" ? statusMetaEs : statusMeta;
  return isNotFound(error) ? noIndexMeta(words.notFound) : noIndexMeta(words.error);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusScreen error={error} />;
}
