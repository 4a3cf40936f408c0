// @vitest-environment jsdom
import { carouselControls } from "~/content/widget-copy";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { services } from "~/content/services";
import { CAROUSEL_INTERVAL_MS } from "~/lib/widgets/carousel";
import { ServiceSlides } from "./service-slides";
import { ServicesCarousel } from "./services-carousel";

function stubMedia(reducedMotion: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: reducedMotion && query.includes("reduce"),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

function renderAt(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ServicesCarousel
          count={services.length}
          words={carouselControls}
          labelledBy="h"
          heading={<h2 id="h">Services</h2>}
        >
          <ServiceSlides services={services} />
        </ServicesCarousel>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  const carousel = screen.getByRole("region", { name: "Services" });
  const track = carousel.querySelector<HTMLElement>("[data-rotating]")!;
  return { carousel, track, index: () => Number(track.dataset.index) };
}

const tick = () => act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));

beforeEach(() => {
  vi.useFakeTimers();
  stubMedia(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ServicesCarousel", () => {
  it("follows the APG carousel pattern: roledescriptions and one labelled slide per service", () => {
    const { carousel } = renderAt(1440);
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = screen.getAllByRole("group");
    expect(slides).toHaveLength(services.length);
    expect(slides[0]!.getAttribute("aria-roledescription")).toBe("slide");
    expect(slides[0]!.getAttribute("aria-label")).toBe(`1 of ${services.length}`);
  });

  it.each([
    [700, 1],
    [1000, 2],
    [1440, 3],
  ])("at %i px shows %i slide(s) per view", (width, perView) => {
    renderAt(width);
    expect(
      screen.getByText(`Showing 1${perView > 1 ? ` to ${perView}` : ""} of ${services.length}`),
    ).toBeTruthy();
  });

  it("advances every 3 seconds and wraps after the last full view", () => {
    const { index } = renderAt(1440);
    expect(index()).toBe(0);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(index()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(index()).toBe(1);
    for (let i = 0; i < services.length - 3 - 1; i++) tick();
    expect(index()).toBe(services.length - 3);
    tick();
    expect(index()).toBe(0);
  });

  it("keeps its live region silent while rotating and polite when stopped", () => {
    renderAt(1440);
    const live = screen.getByText(/^Showing/);
    expect(live.getAttribute("aria-live")).toBe("off");
    fireEvent.click(screen.getByRole("button", { name: "Pause slides" }));
    expect(live.getAttribute("aria-live")).toBe("polite");
  });

  it("stops with the pause button until play is pressed", () => {
    const { index } = renderAt(1440);
    fireEvent.click(screen.getByRole("button", { name: "Pause slides" }));
    tick();
    tick();
    expect(index()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Play slides" }));
    tick();
    expect(index()).toBe(1);
  });

  it("pauses while the mouse is over it and resumes when it leaves", () => {
    const { carousel, index } = renderAt(1440);
    fireEvent.pointerEnter(carousel, { pointerType: "mouse" });
    tick();
    expect(index()).toBe(0);
    fireEvent.pointerLeave(carousel, { pointerType: "mouse" });
    tick();
    expect(index()).toBe(1);
  });

  it("pauses while it holds keyboard focus", () => {
    const { index } = renderAt(1440);
    act(() => screen.getAllByRole("link", { name: /Read more/ })[0]!.focus());
    tick();
    expect(index()).toBe(0);
    act(() => (document.activeElement as HTMLElement).blur());
    tick();
    expect(index()).toBe(1);
  });

  it("does not autoplay when the visitor prefers reduced motion", () => {
    stubMedia(true);
    const { index } = renderAt(1440);
    tick();
    tick();
    expect(index()).toBe(0);
    expect(screen.getByRole("button", { name: "Play slides" })).toBeTruthy();
  });

  it("moves with the previous and next buttons, wrapping at the ends", () => {
    const { index } = renderAt(700);
    fireEvent.click(screen.getByRole("button", { name: "Pause slides" }));
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(index()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(index()).toBe(services.length - 1);
  });

  it("links READ MORE to the service's page, or to /service when it has none", () => {
    renderAt(1440);
    const links = screen.getAllByRole("link", { name: /Read more/ });
    for (const [i, s] of services.entries()) {
      expect(links[i]!.getAttribute("href")).toBe(s.page ? `/services/${s.page}` : "/service");
    }
  });
});
