import { Icon } from "~/components/ui/icon";
import { useCopy } from "~/lib/rendering/use-copy";
import type { Step } from "~/content/types";

/**
 * Cards of a process's steps (an ordered list, each numbered and named "Step n:" for screen readers), or,
 * with `numbered={false}`, of reasons that are not steps (a plain list, each marked with a check).
 */
export function StepsList({
  steps,
  columns = 3,
  numbered = true,
}: {
  steps: readonly Step[];
  columns?: 2 | 3 | 4;
  numbered?: boolean;
}) {
  const { ui } = useCopy();
  const grid = {
    2: "sm:grid-cols-2",
    3: "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`grid gap-6 ${grid}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-amber-400 text-lg font-extrabold text-navy-950"
          >
            {numbered ? i + 1 : <Icon name="circle-check" className="size-6" />}
          </span>
          <h3 className="mt-4 text-lg">
            {numbered && <span className="sr-only">{ui.steps.step(i + 1)} </span>}
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
        </li>
      ))}
    </List>
  );
}
