/** A short numbered list with round number badges ("what happens next"): props only. */
export function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <ol className="mt-5 space-y-4">
      {items.map((item, i) => (
        <li key={item} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-400 font-extrabold text-navy-950"
          >
            {i + 1}
          </span>
          <span className="pt-1.5 text-slate-700">{item}</span>
        </li>
      ))}
    </ol>
  );
}
