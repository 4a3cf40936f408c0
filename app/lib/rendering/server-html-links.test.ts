// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { appLinkTarget, isCurrentPath, listenForAppLinks, markCurrentLinks } from "./server-html-links";

const ORIGIN = "http://localhost:3000";

function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = `<div data-server-html="x">${html}</div><a id="outside" href="/about-us">out</a>`;
  const target = document.querySelector<HTMLElement>("[data-target]") ?? document.querySelector("a")!;
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, "target", { value: target });
  return event;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("appLinkTarget", () => {
  it("follows a page link in server markup client-side, with its query and hash", () => {
    expect(appLinkTarget(clickOn('<a href="/services/x?a=1#faq">x</a>'), ORIGIN, "/")).toBe(
      "/services/x?a=1#faq",
    );
  });

  it("leaves the browser to follow files, other sites, phone links, new tabs, downloads and modified clicks", () => {
    expect(appLinkTarget(clickOn('<a href="/rss.xml">feed</a>'), ORIGIN, "/")).toBeNull();
    expect(appLinkTarget(clickOn('<a href="https://example.com/">x</a>'), ORIGIN, "/")).toBeNull();
    expect(appLinkTarget(clickOn('<a href="tel:+13105550100">call</a>'), ORIGIN, "/")).toBeNull();
    expect(appLinkTarget(clickOn('<a href="/blog" target="_blank">x</a>'), ORIGIN, "/")).toBeNull();
    expect(appLinkTarget(clickOn('<a href="/letter" download>x</a>'), ORIGIN, "/")).toBeNull();
    expect(appLinkTarget(clickOn('<a href="/blog">x</a>', { ctrlKey: true }), ORIGIN, "/")).toBeNull();
    expect(appLinkTarget(clickOn('<a href="/blog">x</a>', { button: 1 }), ORIGIN, "/")).toBeNull();
  });

  it("loads a page in the other language as a new document (its header and <html lang> are the server's)", () => {
    expect(appLinkTarget(clickOn('<a href="/es/galeria">Español</a>'), ORIGIN, "/gallery")).toBeNull();
    expect(appLinkTarget(clickOn('<a href="/gallery">English</a>'), ORIGIN, "/es/galeria")).toBeNull();
    expect(appLinkTarget(clickOn('<a href="/es/contacto">x</a>'), ORIGIN, "/es")).toBe("/es/contacto");
  });

  it("leaves a jump within the page (the skip link) to the browser", () => {
    expect(appLinkTarget(clickOn('<a href="#main-content">skip</a>'), ORIGIN, "/")).toBeNull();
  });

  it("ignores links outside server markup (React renders those with <Link>)", () => {
    const event = clickOn("");
    Object.defineProperty(event, "target", { value: document.getElementById("outside") });
    expect(appLinkTarget(event, ORIGIN, "/")).toBeNull();
  });
});

describe("listenForAppLinks", () => {
  it("navigates instead of loading the document, and stops listening when removed", () => {
    document.body.innerHTML = '<div data-server-html="x"><a href="/gallery">Gallery</a></div>';
    const went: string[] = [];
    const stop = listenForAppLinks(document, (to) => went.push(to));
    const link = document.querySelector("a")!;
    const first = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(first);
    expect(went).toEqual(["/gallery"]);
    expect(first.defaultPrevented).toBe(true);
    stop();
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(went).toEqual(["/gallery"]);
  });
});

describe("current page", () => {
  it("matches exactly, ignoring a trailing slash (prerendered paths have one)", () => {
    expect(isCurrentPath("/contact", "/contact/")).toBe(true);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/service", "/services/deck")).toBe(false);
    expect(isCurrentPath("/contact", "/contact-us")).toBe(false);
  });

  it("moves aria-current to the links of the page being shown", () => {
    document.body.innerHTML =
      '<a data-nav-link href="/blog" aria-current="page">Blog</a><a data-nav-link href="/contact">Contact</a><a href="/contact">Other</a>';
    markCurrentLinks(document, "/contact");
    const [blog, contact, other] = Array.from(document.querySelectorAll("a"));
    expect(blog!.getAttribute("aria-current")).toBeNull();
    expect(contact!.getAttribute("aria-current")).toBe("page");
    expect(other!.getAttribute("aria-current")).toBeNull();
  });
});
