import type { InputHTMLAttributes, ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass, inputClass, secondaryButtonClass } from "~/components/office/office-page";
import { statusLabels } from "~/content/office/work";
import type { ShownStatus } from "~/lib/office/pipeline";
import { Typed } from "~/components/office/typed";

/** Small building blocks of the office's work screens (forms work without script; script only enhances). */

export const labelClass = "block text-sm font-semibold text-navy-950";
export const selectClass =
  "block min-h-11 w-full rounded border border-slate-500 bg-white px-2 py-2 text-base text-navy-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-500";
export const linkClass =
  "font-semibold text-teal-700 underline underline-offset-2 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-amber-500";

/** A link standing alone on the phone layout: at least 44 px tall, so a thumb finds it. */
export const tapLinkClass = `${linkClass} inline-flex min-h-11 items-center`;

const STAGE_TONES: Record<ShownStatus, string> = {
  new: "bg-amber-100 text-amber-950 border-amber-400",
  contacted: "bg-sky-50 text-sky-950 border-sky-400",
  booked: "bg-teal-50 text-teal-900 border-teal-500",
  estimate: "bg-indigo-50 text-indigo-950 border-indigo-300",
  won: "bg-emerald-50 text-emerald-950 border-emerald-500",
  done: "bg-emerald-100 text-emerald-950 border-emerald-700",
  lost: "bg-slate-100 text-slate-800 border-slate-400",
  spam: "bg-slate-100 text-slate-700 border-slate-300",
  cancelled: "bg-white text-slate-800 border-slate-500 border-dashed",
  unconfirmed: "bg-amber-100 text-amber-950 border-amber-500 border-dashed",
};

/** A request's status in words (a stage, or a cancelled booking, or one to confirm by phone). */
export function StageBadge({ stage }: { stage: ShownStatus }) {
  return (
    <span
      className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${STAGE_TONES[stage]}`}
      data-testid="status"
    >
      {statusLabels[stage]}
    </span>
  );
}

/** A titled section of an office page. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = id ?? `s-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="rounded border border-slate-300 bg-white p-4">
      <h2 id={headingId} className="text-base font-bold text-navy-950">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm text-slate-800">{children}</div>
    </section>
  );
}

/** A definition list of label → value pairs (values may be empty: "Not given"). */
export function Facts({ items, empty }: { items: [string, ReactNode][]; empty: string }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="break-words whitespace-pre-line text-navy-950">
            {value === null || value === undefined || value === "" ? (
              <span className="text-slate-600">{empty}</span>
            ) : (
              <Typed>{value}</Typed>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled text input (any other input attribute passes through). */
export function TextField({
  id,
  label,
  className,
  ...input
}: { id: string; label: ReactNode; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={inputClass} dir="auto" {...input} />
    </div>
  );
}

/** A labelled choice among `options`; `blank` adds a first, empty choice (a filter's "Any"). */
export function SelectField({
  id,
  name,
  label,
  options,
  defaultValue,
  required,
  blank,
  className,
  selectClassName = selectClass,
}: {
  id: string;
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  required?: boolean;
  blank?: string;
  className?: string;
  selectClassName?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} required={required} className={selectClassName}>
        {blank === undefined ? null : <option value="">{blank}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A choice among arrival windows, posted as `window` (moving a booking, booking for a lead). With
 * `placeholder` it starts on that empty choice and must be changed before the form is sent.
 */
export function WindowSelect({
  windows,
  placeholder,
  ...field
}: {
  id: string;
  label: ReactNode;
  windows: readonly { id: string; label: string }[];
  placeholder?: string;
  required?: boolean;
  className?: string;
  selectClassName?: string;
}) {
  return (
    <SelectField
      name="window"
      options={windows.map((w) => ({ value: w.id, label: w.label }))}
      {...(placeholder === undefined ? {} : { blank: placeholder, defaultValue: "", required: true })}
      {...field}
    />
  );
}

/** The choices of a fixed list whose labels live in a record (stages, doors, closure reasons). */
export const optionsOf = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((k) => ({ value: k, label: labels[k] }));

/** A form posting to the route's action, saying what it asks for in a hidden `intent` (the action dispatches on it). */
export function IntentForm({
  intent,
  className,
  children,
}: {
  intent: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/**
 * The two ways to send a customer a private link (a review link, a "send more photos" link): by e-mail
 * when the request has an address, or as a link shown once to copy; one form each, posting `intent`.
 */
export function LinkChannelButtons({
  intent,
  email,
  words,
}: {
  intent: string;
  /** Whether the request has an e-mail address (else only the link to copy). */
  email: boolean;
  words: { email: string; link: string };
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {(email ? (["email", "link"] as const) : (["link"] as const)).map((channel) => (
        <IntentForm key={channel} intent={intent}>
          <input type="hidden" name="channel" value={channel} />
          <button type="submit" className={channel === "email" ? buttonClass : secondaryButtonClass}>
            {words[channel]}
          </button>
        </IntentForm>
      ))}
    </div>
  );
}

/** `items` as a list, each drawn by `children` (which gives it its key), or the sentence `none` when empty. */
export function ItemList<T>({
  items,
  none,
  noneClassName,
  className,
  testId,
  children,
}: {
  items: readonly T[];
  none: string;
  noneClassName?: string;
  className?: string;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className={noneClassName}>{none}</p>;
  return (
    <ul className={className} data-testid={testId}>
      {items.map(children)}
    </ul>
  );
}

/** The office's list of records (requests, deliveries): one bordered card, a row each. */
export function RecordList<T>(props: Omit<Parameters<typeof ItemList<T>>[0], "className" | "noneClassName">) {
  return (
    <ItemList
      {...props}
      noneClassName="text-sm text-slate-700"
      className="divide-y divide-slate-200 rounded border border-slate-300 bg-white"
    />
  );
}
