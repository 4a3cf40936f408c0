import type { MouseEvent } from "react";
import { secondaryButtonClass } from "./office-page";

/**
 * A filter form's second submit button: it sends the form's fields as they stand on screen (typed but not
 * yet shown) to a download address instead of the form's own. Without JavaScript the browser submits
 * there itself (`formAction`); with it, the router's form would handle the submission as a page change,
 * so the click opens the download address with the same fields instead. `form` names the form when the
 * button stands outside it.
 */
export function ExportButton({
  action,
  label,
  className = "",
  form,
}: {
  action: string;
  label: string;
  className?: string;
  form?: string;
}) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form))
      if (typeof value === "string" && value.trim() !== "") fields.append(name, value);
    const query = fields.toString();
    window.location.assign(`${action}${query ? `?${query}` : ""}`);
  };
  return (
    <button
      type="submit"
      form={form}
      formAction={action}
      formMethod="get"
      onClick={onClick}
      className={`${secondaryButtonClass} ${className}`}
    >
      {label}
    </button>
  );
}
