import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigate,
} from "react-router";
import type { Route } from "./+types/root";
import { CallBar, CallBarSpacer } from "~/components/layout/call-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { MAIN_ID, SkipLink } from "~/components/layout/skip-link";
import { StatusScreen } from "~/components/layout/status-screen";
import { statusMeta } from "~/content/status-pages";
import { statusMeta as statusMetaEs } from "~/content/es/status-pages";
import { langInfo, langOfPath } from "~/content/i18n";
import { languageSwitchHref, useLang, type PageLangData } from "~/lib/rendering/lang";
import { agentFiles, feeds, manifests } from "~/content/agent-files";
import { noIndexMeta } from "~/lib/discovery/meta";
import { useIsClientApp, useShouldHydrate } from "~/lib/rendering/hydration";
import { useNonce } from "~/lib/rendering/nonce";
import { listenForMenuDismiss } from "~/components/layout/menu-dismiss";
import { ServerHtml } from "~/components/ui/server-html";
import { listenForAppLinks, markCurrentLinks } from "~/lib/rendering/server-html-links";
import "./app.css";

export const links: Route.LinksFunction = () => [
  // Each language's feed; a feed reader offers both (the page's own language comes first in the list).
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
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

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Reading pages ship no script at all: no module script, no preloads, no inline bootstrap.
  const hydrate = useShouldHydrate();
  // An app area (the office) brings its own shell: no public header, footer or call bar.
  const clientApp = useIsClientApp();
  // Marks the document once React has taken over (pages hydrate after their first paint).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The header and footer are server markup (decision 009): give their links and menus what
  // <Link>, <NavLink> and a menu script would.
  const navigate = useNavigate();
  useEffect(() => listenForAppLinks(document, (to) => void navigate(to)), [navigate]);
  useEffect(() => listenForMenuDismiss(document), []);
  const { pathname, search } = useLocation();
  useEffect(() => markCurrentLinks(document, pathname), [pathname]);
  // The language switch leads to this page in the other language (decision 014); after a client-side
  // navigation (a new gallery project, a search) the server markup's link is pointed at the new address.
  const lang = useLang();
  const matches = useMatches();
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
  useEffect(() => {
    if (!switchHref) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-lang-switch]")) {
      link.setAttribute("href", switchHref);
    }
  }, [switchHref]);
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
          children
        ) : (
          <>
            <ServerHtml id="site-header">
              {import.meta.env.SSR && (
                <>
                  <SkipLink />
                  <SiteHeader switchHref={switchHref} />
                </>
              )}
            </ServerHtml>
            <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <ServerHtml id="site-footer">{import.meta.env.SSR && <SiteFooter />}</ServerHtml>
            <ServerHtml id="call-bar">
              {import.meta.env.SSR && (
                <>
                  <CallBarSpacer />
                  <CallBar />
                </>
              )}
            </ServerHtml>
          </>
        )}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error, location }: Route.MetaArgs) {
  if (!error) return [];
  const words = langOfPath(location.pathname) === "es" ? statusMetaEs : statusMeta;
  return isRouteErrorResponse(error) && error.status === 404
    ? noIndexMeta(words.notFound)
    : noIndexMeta(words.error);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusScreen error={error} />;
}
