import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { clientAppHandle } from "~/lib/rendering/hydration";
import { Layout } from "./root";

/** The root layout around a public page and around a page of an app area (`clientApp`, e.g. the office). */
function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <Layout>
          <Outlet />
        </Layout>
      ),
      children: [
        { index: true, Component: () => <h1>A public page</h1> },
        {
          path: "office",
          handle: clientAppHandle,
          Component: Outlet,
          children: [{ index: true, Component: () => <h1>The office</h1> }],
        },
      ],
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe("root layout", () => {
  it("gives a public page the site's header and footer and no React Router client", () => {
    const html = renderAt("/");
    expect(html).toContain("A public page");
    expect(html).toMatch(/<header\b/);
    expect(html).toMatch(/<footer\b/);
    expect(html).not.toMatch(/<script\b/);
  });

  it("gives a clientApp route React Router's scripts, without the public header, footer and call bar", () => {
    const html = renderAt("/office");
    expect(html).toContain("The office");
    expect(html).not.toMatch(/<header\b/);
    expect(html).not.toMatch(/<footer\b/);
    // <Scripts>'s module bootstrap and <ScrollRestoration>'s script.
    expect(html).toMatch(/<script type="module"/);
    expect(html).toMatch(/<script>\(\(storageKey, restoreKey\)/);
  });
});
