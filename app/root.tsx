import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
} from "react-router";
import type { Route } from "./+types/root";
import { CallBar, CallBarSpacer } from "~/components/layout/call-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { MAIN_ID, SkipLink } from "~/components/layout/skip-link";
import { StatusScreen } from "~/components/layout/status-screen";
import { statusMeta } from "~/content/status-pages";
import { agentFiles, feedTitle } from "~/content/agent-files";
import { noIndexMeta } from "~/lib/discovery/meta";
import { useShouldHydrate } from "~/lib/rendering/hydration";
import { useNonce } from "~/lib/rendering/nonce";
import { listenForMenuDismiss } from "~/components/layout/menu-dismiss";
import { ServerHtml } from "~/components/ui/server-html";
import { listenForAppLinks, markCurrentLinks } from "~/lib/rendering/server-html-links";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: agentFiles.appleTouchIcon, sizes: "180x180" },
  { rel: "manifest", href: agentFiles.manifest },
  { rel: "alternate", type: "application/rss+xml", title: feedTitle, href: agentFiles.rss },
  // Agentic Resource Discovery: where agents find the catalog of this site's machine interfaces.
  { rel: "ard", type: "application/json", href: agentFiles.ard },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Reading pages ship no script at all: no module script, no preloads, no inline bootstrap.
  const hydrate = useShouldHydrate();
  // Marks the document once React has taken over (pages hydrate after their first paint).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The header and footer are server markup (decision 009): give their links and menus what
  // <Link>, <NavLink> and a menu script would.
  const navigate = useNavigate();
  useEffect(() => listenForAppLinks(document, (to) => void navigate(to)), [navigate]);
  useEffect(() => listenForMenuDismiss(document), []);
  const { pathname } = useLocation();
  useEffect(() => markCurrentLinks(document, pathname), [pathname]);
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <ServerHtml id="site-header">
          {import.meta.env.SSR && (
            <>
              <SkipLink />
              <SiteHeader />
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

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  return isRouteErrorResponse(error) && error.status === 404
    ? noIndexMeta(statusMeta.notFound)
    : noIndexMeta(statusMeta.error);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusScreen error={error} />;
}
