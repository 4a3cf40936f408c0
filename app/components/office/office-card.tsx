import type { FormEvent, InputHTMLAttributes, ReactNode } from "react";
import { Notice, buttonClass, inputClass } from "~/components/office/office-page";
import { officeCopy } from "~/content/office/copy";

/** The signed-out pages' frame (sign-in, an invitation): one card in the middle of the screen. */
export function OfficeCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="office-main" className="flex min-h-dvh flex-col items-center bg-slate-100 px-4 py-10">
      <p className="mb-6 text-lg font-bold text-navy-950">{officeCopy.siteName}</p>
      <div className="w-full max-w-md space-y-4 rounded-lg border border-slate-300 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-navy-950">{title}</h1>
        {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}

/**
 * A signed-out page's passkey form: one field with its hint and the button. A passkey needs script, so
 * without it the page says so; `onPasskey` gets the form when the button is pressed.
 */
export function PasskeyForm({
  message,
  field: { id, label, hint, ...input },
  busy,
  button,
  working,
  onPasskey,
  ...form
}: {
  message: ReactNode;
  field: { id: string; name: string; label: string; hint: string } & InputHTMLAttributes<HTMLInputElement>;
  busy: boolean;
  button: string;
  working: string;
  onPasskey: (form: HTMLFormElement) => void;
  noValidate?: boolean;
  "data-conditional"?: string;
}) {
  return (
    <>
      <noscript>
        <Notice tone="error">{officeCopy.signIn.noScript}</Notice>
      </noscript>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <form
        className="space-y-4"
        {...form}
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          onPasskey(e.currentTarget);
        }}
      >
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-navy-950">
            {label}
          </label>
          <input
            id={id}
            type="text"
            aria-describedby={`${id}-hint`}
            className={`mt-1 ${inputClass}`}
            {...input}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
            {hint}
          </p>
        </div>
        <button type="submit" className={`w-full ${buttonClass}`} disabled={busy}>
          {busy ? working : button}
        </button>
      </form>
    </>
  );
}
