/**
 * A bar chart drawn as SVG by React (on the server like everything else; no chart script): stacked bars per
 * category, a legend, and a table of the same figures for screen readers (the picture is hidden from them).
 * Why hand-written rather than Observable Plot: docs/decisions/021-office-charts-as-hand-written-svg.md.
 */
export interface Series {
  name: string;
  /** A fill from the site's palette (CSS color). */
  color: string;
  values: number[];
}

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 14, right: 8, bottom: 36, left: 48 };
/** Text in viewBox units: the chart is drawn at 640 wide and scaled to the column (about 300 px on a phone). */
const FONT = 16;

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
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded border border-slate-300 bg-white p-3">
      <figcaption id={`${id}-title`} className="text-sm font-bold text-navy-950">
        {title}
      </figcaption>
      {series.length > 1 ? (
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-800" aria-hidden="true">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1">
              <span className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        aria-hidden="true"
        focusable="false"
        data-testid={`${id}-svg`}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(t) + 5} textAnchor="end" fontSize={FONT} fill="#334155">
              {format(t)}
            </text>
          </g>
        ))}
        {categories.map((c, i) => {
          let base = 0;
          const x = PAD.left + i * band + (band - barW) / 2;
          return (
            <g key={c}>
              {series.map((s) => {
                const v = s.values[i] ?? 0;
                const rect =
                  v > 0 ? (
                    <rect
                      key={s.name}
                      x={x}
                      y={y(base + v)}
                      width={barW}
                      height={y(base) - y(base + v)}
                      fill={s.color}
                    />
                  ) : null;
                base += v;
                return rect;
              })}
              <text
                x={x + barW / 2}
                y={HEIGHT - 12}
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
