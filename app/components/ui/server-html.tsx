import { createContext, use, type ReactNode } from "react";

/**
 * Fragments of server markup for the page being shown, by id, when it arrived by client-side
 * navigation (see `loadServerHtml`). Empty on the page the browser loaded: hydration keeps the markup
 * the server sent.
 */
export const ServerHtmlContext = createContext<Readonly<Record<string, string>> | undefined>(undefined);

interface ServerHtmlProps {
  /** Names the fragment; unique within a page. */
  id: string;
  /** What the server renders. Guard it with `import.meta.env.SSR &&` so its code stays off the browser. */
  children?: ReactNode;
}

/**
 * Markup only the server renders (decision 009). On the pages that hydrate, the parts without a
 * widget (header, footer, heroes, text sections) need no component code in the browser: the server
 * renders them, hydration leaves the markup as it is, and a client-side arrival takes the same markup
 * from the page's prerendered HTML. Write it as
 *
 *     <ServerHtml id="footer">{import.meta.env.SSR && <SiteFooter />}</ServerHtml>
 *
 * The client build turns the guard into `false` and leaves the component, and everything only it
 * imports, out of the bundle. The wrapper is `display: contents`, so it changes no layout (a sticky
 * header stays sticky, a grid keeps its items).
 */
export function ServerHtml({ id, children }: ServerHtmlProps) {
  const fragments = use(ServerHtmlContext);
  if (import.meta.env.SSR) {
    return (
      <div className="contents" data-server-html={id}>
        {children}
      </div>
    );
  }
  return (
    <div
      className="contents"
      data-server-html={id}
      // Hydration keeps the server's markup; only a client-side arrival sets it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: fragments?.[id] ?? "" }}
    />
  );
}
