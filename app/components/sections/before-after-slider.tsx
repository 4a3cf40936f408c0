import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { ImageRef } from "~/components/ui/picture";
import { Picture } from "~/components/ui/picture";
import { fill } from "~/content/widget-copy";
import { clampPercent, SLIDER_START } from "~/lib/widgets/gallery-state";

interface BeforeAfterSliderProps {
  before: ImageRef;
  after: ImageRef;
  label: string;
  /** The slider's spoken value, with `{before}` and `{after}` percentages ("{before}% before, {after}% after"). */
  valueText: string;
  /** The words on the two sides' badges ("Before", "After"), in the page's language. */
  badges: { before: string; after: string };
}

const KEY_STEP = 5;
const PAGE_STEP = 20;

/**
 * Compares two images of the same framing. The divider is a WAI-ARIA slider (0–100, starting at 50):
 * drag it with a mouse or finger anywhere on the image, or use the arrow, Page and Home/End keys.
 */
export function BeforeAfterSlider({ before, after, label, valueText, badges }: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(SLIDER_START);
  const areaRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const rect = areaRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    setPosition(clampPercent(((clientX - rect.left) / rect.width) * 100));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    moveTo(e.clientX);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(e.clientX);
  };
  const stopDragging = () => {
    dragging.current = false;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const next: Record<string, number> = {
      ArrowLeft: position - KEY_STEP,
      ArrowDown: position - KEY_STEP,
      ArrowRight: position + KEY_STEP,
      ArrowUp: position + KEY_STEP,
      PageDown: position - PAGE_STEP,
      PageUp: position + PAGE_STEP,
      Home: 0,
      End: 100,
    };
    const value = next[e.key];
    if (value === undefined) return;
    e.preventDefault();
    setPosition(clampPercent(value));
  };

  const rounded = Math.round(position);
  return (
    <div
      ref={areaRef}
      className="relative touch-pan-y overflow-hidden rounded-2xl bg-slate-200 shadow-lg select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
      data-testid="before-after"
    >
      <Picture image={after} sizes="(min-width: 1024px) 800px, 100vw" imgClassName="block w-full" />
      <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <Picture
          image={before}
          sizes="(min-width: 1024px) 800px, 100vw"
          imgClassName="block h-full w-full object-cover"
        />
      </div>
      <span className="pointer-events-none absolute top-3 left-3 rounded bg-navy-950/80 px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase">
        {badges.before}
      </span>
      <span className="pointer-events-none absolute top-3 right-3 rounded bg-teal-700/90 px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase">
        {badges.after}
      </span>
      <div
        className="pointer-events-none absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow"
        style={{ left: `${position}%` }}
      />
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={fill(valueText, { before: rounded, after: 100 - rounded })}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="absolute top-1/2 flex size-12 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize items-center justify-center rounded-full border-4 border-white bg-navy-900 text-white shadow-lg focus-visible:outline-amber-400"
        style={{ left: `${position}%` }}
      >
        <span aria-hidden="true" className="text-lg font-bold">
          ‹›
        </span>
      </div>
    </div>
  );
}
