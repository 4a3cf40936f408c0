import { SHARED_WIRE } from "~/lib/forms/form-wire";

/**
 * The honeypot every form carries: a text field people never see or reach (off-screen, out of the tab
 * order, hidden from assistive technology), which bots fill in. forms/spam-flag.ts reads it.
 */
export function Honeypot({
  id,
  label,
  toolparamdescription,
}: {
  id: string;
  label: string;
  /** WebMCP: what an agent filling the form should do with it (leave it empty). */
  toolparamdescription?: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={SHARED_WIRE.honeypot}
        toolparamdescription={toolparamdescription}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
