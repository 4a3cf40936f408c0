// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { statusMeta } from "~/content/status-pages";
import { StatusScreen } from "./status-screen";

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe("StatusScreen in the browser", () => {
  it("keeps the server's screen on a page the server answered with an error", () => {
    // What hydration finds: the server's Not Found screen inside its server-markup wrapper.
    const server = document.createElement("div");
    server.dataset.serverHtml = "status";
    server.innerHTML = "<h1>Not Found</h1>";
    document.body.append(server);

    render(<StatusScreen error={data(null, { status: 404 })} />);

    expect(screen.queryByRole("heading", { name: statusMeta.error.title })).toBeNull();
    expect(document.querySelectorAll('[data-server-html="status"]')).toHaveLength(2);
  });

  it("shows a short notice when the page as loaded fails in the browser (loading it again would fail again)", () => {
    render(<StatusScreen error={new Error("a widget broke")} />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(statusMeta.error.title);
    expect(screen.getByText(statusMeta.error.description)).toBeDefined();
    // The technical message stays out of the notice.
    expect(screen.queryByText(/a widget broke/)).toBeNull();
  });

  it("shows nothing of its own after a client-side navigation, while the server's answer loads", () => {
    const loadedAt = location.href;
    history.pushState(null, "", "/blogs/No-Such-Article");
    try {
      const { container } = render(<StatusScreen error={data(null, { status: 404 })} />);
      // No "Something went wrong" flashes before the server's Not Found screen arrives.
      expect(container.textContent).toBe("");
    } finally {
      history.replaceState(null, "", loadedAt);
    }
  });
});
