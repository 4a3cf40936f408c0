import { useCopy } from "~/lib/rendering/use-copy";
import type { Step } from "~/content/types";

/** Numbered steps of a process, as an ordered list of cards. */
export function StepsList({ steps, columns = 3 }: { steps: readonly Step[]; columns?: 2 | 3 | 4 }) {
  const { ui } = useCopy();
  const grid = {
    2: "sm:grid-cols-2",
    3: "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <ol className={`grid gap-6 ${grid}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-amber-400 text-lg font-extrabold text-navy-950"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg">
            <span className="sr-only">{ui.steps.step(i + 1)} </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
