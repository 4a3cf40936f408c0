/**
 * A bar chart drawn as SVG by React (on the server like everything else; no chart script): stacked bars per
 * category, each bar's total written above it, each series a colour and a pattern of its own (told apart
 * without colour vision), a legend drawn with the same fills, and a table of the same figures for screen
 * readers (the picture is hidden from them).
 * Why hand-written rather than Observable Plot: docs/decisions/021-office-charts-as-hand-written-svg.md.
 */
export interface Series {
  name: string;
  /** A fill from the site's palette (CSS color). */
  color: string;
  values: number[];
}

const WIDTH = 340;
const HEIGHT = 210;
const PAD = { top: 20, right: 4, bottom: 24, left: 40 };
/**
 * Text in viewBox units: the chart is drawn 340 wide and scaled to its column, at least about 330 px on a
 * phone (so 13 stays above 12 px) and at most `max-w-xl` on a desk.
 */
const FONT = 13;

/** The patterns laid over the series' colours, in order: solid, stripes, dots, cross-hatch, … */
const PATTERNS = ["solid", "diagonal", "dots", "cross", "horizontal", "vertical", "back-diagonal"] as const;

function PatternDef({ id, color, kind }: { id: string; color: string; kind: (typeof PATTERNS)[number] }) {
  const line = { stroke: "#ffffff", strokeWidth: 1.6 };
  return (
    <pattern id={id} width={6} height={6} patternUnits="userSpaceOnUse">
      <rect width={6} height={6} fill={color} />
      {kind === "diagonal" ? <path d="M-1,7 L7,-1 M-1,1 L1,-1 M5,7 L7,5" {...line} /> : null}
      {kind === "back-diagonal" ? <path d="M-1,-1 L7,7 M5,-1 L7,1 M-1,5 L1,7" {...line} /> : null}
      {kind === "dots" ? <circle cx={3} cy={3} r={1.3} fill="#ffffff" /> : null}
      {kind === "cross" ? <path d="M3,0 V6 M0,3 H6" {...line} /> : null}
      {kind === "horizontal" ? <path d="M0,3 H6" {...line} /> : null}
      {kind === "vertical" ? <path d="M3,0 V6" {...line} /> : null}
    </pattern>
  );
}

/** A round step for the value axis: 1, 2 or 5 times a power of ten. */
function niceMax(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 1, step: 1 };
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const whole = Math.max(1, Math.round(step));
  return { top: Math.ceil(max / whole) * whole, step: whole };
}

export function BarChart({
  id,
  title,
  categories,
  categoryLabel,
  series,
  format = (n: number) => String(n),
  figure = format,
  max,
}: {
  id: string;
  title: string;
  /** Labels under the bars (weeks). */
  categories: string[];
  /** The table's first column heading. */
  categoryLabel: string;
  series: Series[];
  format?: (n: number) => string;
  /** How a bar's figure is written above it (the axis's format unless narrower is needed: "80" for 80%). */
  figure?: (n: number) => string;
  /** A fixed top of the scale (e.g. 100 for percentages). */
  max?: number;
}) {
  const totals = categories.map((_, i) => series.reduce((s, x) => s + (x.values[i] ?? 0), 0));
  const { top, step } = max !== undefined ? { top: max, step: max / 4 } : niceMax(Math.max(0, ...totals));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const band = plotW / Math.max(1, categories.length);
  const barW = Math.max(4, band * 0.62);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  const fill = (i: number) => `url(#${id}-pattern-${i})`;
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded border border-slate-300 bg-white p-3">
      <figcaption id={`${id}-title`} className="text-sm font-bold text-navy-950">
        {title}
      </figcaption>
      {series.length > 1 ? (
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-800" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-1">
              <svg viewBox="0 0 14 14" className="size-4 shrink-0" focusable="false">
                <rect width={14} height={14} rx={2} fill={fill(i)} />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full max-w-xl"
        aria-hidden="true"
        focusable="false"
        data-testid={`${id}-svg`}
      >
        <defs>
          {series.map((s, i) => (
            <PatternDef
              key={s.name}
              id={`${id}-pattern-${i}`}
              color={s.color}
              kind={PATTERNS[i % PATTERNS.length] ?? "solid"}
            />
          ))}
        </defs>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={PAD.left - 4} y={y(t) + 4} textAnchor="end" fontSize={FONT} fill="#334155">
              {format(t)}
            </text>
          </g>
        ))}
        {categories.map((c, i) => {
          let base = 0;
          const x = PAD.left + i * band + (band - barW) / 2;
          return (
            <g key={c}>
              {series.map((s, j) => {
                const v = s.values[i] ?? 0;
                const rect =
                  v > 0 ? (
                    <rect
                      key={s.name}
                      x={x}
                      y={y(base + v)}
                      width={barW}
                      height={y(base) - y(base + v)}
                      fill={fill(j)}
                      stroke="#ffffff"
                      strokeWidth={0.75}
                    />
                  ) : null;
                base += v;
                return rect;
              })}
              {/* The bar's figure (its total), written above it. */}
              <text
                x={x + barW / 2}
                y={y(totals[i] ?? 0) - 4}
                textAnchor="middle"
                fontSize={FONT}
                fill="#0b1f3a"
                data-figure
              >
                {figure(totals[i] ?? 0)}
              </text>
              <text
                x={x + barW / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                fontSize={FONT}
                fill="#334155"
                className={
                  (categories.length - 1 - i) % 4 === 0
                    ? undefined
                    : (categories.length - 1 - i) % 2 === 0
                      ? "max-sm:hidden"
                      : "hidden"
                }
              >
                {c}
              </text>
            </g>
          );
        })}
      </svg>
      {/* A table cannot be made visually hidden itself (it grows to its content): its wrapper is. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((c, i) => (
              <tr key={c}>
                <th scope="row">{c}</th>
                {series.map((s) => (
                  <td key={s.name}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
