import type { Step } from "~/content/types";

const tones = {
  light: {
    card: "rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200",
    title: "",
    body: "text-slate-600",
  },
  accent: {
    card: "rounded-xl border-l-4 border-amber-400 bg-white p-6 shadow-sm ring-1 ring-slate-200",
    title: "",
    body: "text-slate-600",
  },
  dark: {
    card: "rounded-xl bg-white/5 p-6 ring-1 ring-white/10",
    title: "text-white",
    body: "text-slate-300",
  },
} as const;

const grids = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Columns that leave no hole in the last row on wide screens: 4 for 4 or 8 cards, 3 for 3, 6 or 9, else 2. */
export function columnsFor(count: number): keyof typeof grids {
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  return 2;
}

interface CardGridProps {
  cards: readonly Step[];
  columns?: keyof typeof grids;
  tone?: keyof typeof tones;
  className?: string;
}

/** Titled cards in a responsive grid (services, reasons, problems solved). */
export function CardGrid({ cards, columns = 3, tone = "light", className = "" }: CardGridProps) {
  const t = tones[tone];
  return (
    <ul className={`grid gap-6 ${grids[columns]} ${className}`}>
      {cards.map((c) => (
        <li key={c.title} className={t.card}>
          <h3 className={`text-lg ${t.title}`}>{c.title}</h3>
          <p className={`mt-2 leading-relaxed ${t.body}`}>{c.body}</p>
        </li>
      ))}
    </ul>
  );
}
