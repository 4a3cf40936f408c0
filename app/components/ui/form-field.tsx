import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

type Control =
  | ({ as?: "input" } & InputHTMLAttributes<HTMLInputElement>)
  | ({ as: "textarea" } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  | ({ as: "select"; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>);

type FormFieldProps = Control & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

const controlClass =
  "mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-base text-navy-900 shadow-sm placeholder:text-slate-400 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none aria-invalid:border-red-600 aria-invalid:ring-red-600/20";

/** A labelled form control with its hint and its error message wired up for assistive technology. */
export function FormField(props: FormFieldProps) {
  const { id, label, error, hint, ...rest } = props;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${controlClass} ${error ? "border-red-600" : "border-slate-300"}`,
  };
  let control: ReactNode;
  if (rest.as === "textarea") {
    const { as: _as, ...attrs } = rest;
    control = <textarea {...attrs} {...common} />;
  } else if (rest.as === "select") {
    const { as: _as, children, ...attrs } = rest;
    control = (
      <select {...attrs} {...common}>
        {children}
      </select>
    );
  } else {
    const { as: _as, ...attrs } = rest;
    control = <input {...attrs} {...common} />;
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {rest.required ? <span className="text-red-700"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
