/**
 * The booking form: server markup that works without script (a plain POST, answered with a redirect to
 * the confirmation or the page again with the visitor's words kept and the errors named). As in the
 * contact forms, the browser does not check it (`noValidate`): its bubbles speak the browser's language,
 * not the page's, and say little. The server checks every field and names each mistake in the page's
 * language; `required` and the input types still tell assistive technology and keyboards what is asked.
 */
import { FormField } from "~/components/ui/form-field";
import type { BookingErrors } from "~/lib/booking/booking-validation";
import { bookingLimits } from "~/lib/booking/booking-validation";
import { BOOKING_WIRE, type BookingField } from "~/lib/booking/booking-wire";
import { Honeypot } from "~/components/ui/honeypot";
import { CONTACT_INPUTS } from "~/lib/forms/form-wire";
import { useCopy } from "~/lib/rendering/use-copy";
import type { Same } from "~/lib/site/record";
import { WindowPicker, type PickerDay } from "./window-picker";
import { Island } from "~/islands/island";

interface BookingFormProps {
  days: readonly PickerDay[];
  values: Record<string, string>;
  errors: BookingErrors;
  /** Open windows to offer first when the chosen one was just taken. */
  alternatives?: readonly { id: string; label: string }[];
  /** The key the server signed for this render (the fill-time trap and the retry key); one per response. */
  formKey: string;
  minimumNoticeHours: number;
  horizonDays: number;
}

/** The form's fields, in the order its errors are listed. */
const ORDER = ["window", "name", "phone", "email", "street", "zip", "surface", "note"] as const;
/** The form asks for every field of the wire (the booking record's visitor columns): a new one fails the type check here. */
export const FORM_ASKS_EVERY_FIELD: Same<(typeof ORDER)[number], BookingField> = true;

export function BookingForm({
  days,
  values,
  errors,
  alternatives = [],
  formKey,
  minimumNoticeHours,
  horizonDays,
}: BookingFormProps) {
  const { booking: b, paths, lang, forms, photos, widgets } = useCopy();
  const listed = ORDER.filter((f) => errors[f]);
  const fieldId = (f: (typeof ORDER)[number]) =>
    f === "window" ? `window-${days[0]?.windows[0]?.id ?? ""}` : `booking-${f}`;
  return (
    <form
      method="post"
      action={paths.book}
      // Its optional photos make it multipart (server/photo-forms.server.ts reads it before React Router).
      encType="multipart/form-data"
      noValidate
      aria-labelledby="booking-form-title"
      toolname={b.tool.name}
      tooldescription={b.tool.description}
      className="space-y-10"
    >
      <h2 id="booking-form-title" className="sr-only">
        {b.submit}
      </h2>
      {listed.length > 0 ? (
        <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-navy-900">
          <p className="font-bold">{b.errorsTitle}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {listed.map((f) => (
              <li key={f}>
                <a href={`#${fieldId(f)}`} className="underline">
                  {errors[f]}
                </a>
              </li>
            ))}
          </ul>
          {alternatives.length > 0 ? (
            <ul className="mt-2 space-y-1 pl-5 text-sm">
              {alternatives.map((a) => (
                <li key={a.id}>
                  <a href={`#window-${a.id}`} className="font-semibold underline">
                    {a.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <input type="hidden" name={BOOKING_WIRE.language} value={lang} />
      <input type="hidden" name={BOOKING_WIRE.formKey} value={formKey} />
      <Honeypot id="booking-website" label={forms.leadFormCopy.honeypot} />

      <WindowPicker
        name="window"
        legend={b.windowsLegend}
        hint={b.windowsHint(minimumNoticeHours)}
        days={days}
        checked={values.window}
        error={errors.window}
        empty={b.noWindows(horizonDays)}
        toolDescription={b.tool.params.window}
        moreDates={b.moreDates}
        reveal={alternatives.map((a) => a.id)}
      />

      <fieldset className="min-w-0">
        <legend className="text-xl font-bold text-navy-900">{b.detailsLegend}</legend>
        <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2">
          {/* Name and phone side by side, the optional e-mail across the grid. */}
          {(["name", "phone", "email"] as const).map((field) => {
            const input = (
              <FormField
                key={field}
                id={`booking-${field}`}
                {...CONTACT_INPUTS[field]}
                toolparamdescription={b.tool.params[field]}
                label={b.fields[field]}
                hint={field === "name" ? undefined : b.fields[`${field}Hint`]}
                required={field !== "email"}
                defaultValue={values[field]}
                error={errors[field]}
              />
            );
            return field === "email" ? (
              <div key={field} className="sm:col-span-2">
                {input}
              </div>
            ) : (
              input
            );
          })}
          <div className="sm:col-span-2">
            <FormField
              id="booking-street"
              name="street"
              toolparamdescription={b.tool.params.street}
              label={b.fields.street}
              hint={b.fields.streetHint}
              autoComplete="street-address"
              required
              maxLength={bookingLimits.street}
              defaultValue={values.street}
              error={errors.street}
            />
          </div>
          <FormField
            id="booking-zip"
            name="zip"
            toolparamdescription={b.tool.params.zip}
            label={b.fields.zip}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            maxLength={bookingLimits.zip}
            defaultValue={values.zip}
            error={errors.zip}
          />
          <FormField
            as="select"
            id="booking-surface"
            name="surface"
            toolparamdescription={b.tool.params.surface}
            label={b.fields.surface}
            defaultValue={values.surface ?? ""}
            error={errors.surface}
          >
            <option value="">{b.fields.surfaceNone}</option>
            {b.surfaces.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </FormField>
          <div className="sm:col-span-2">
            <FormField
              as="textarea"
              id="booking-note"
              name="note"
              toolparamdescription={b.tool.params.note}
              rows={3}
              label={b.fields.note}
              hint={b.fields.noteHint}
              maxLength={bookingLimits.note}
              defaultValue={values.note}
              error={errors.note}
            />
          </div>
          {/* After the text fields: their bytes arrive first, so a request cut off mid-photo keeps them. */}
          <div className="sm:col-span-2">
            {/* An island: previews, progress and shrinking once its script runs; the bare input without. */}
            <Island
              name="booking-photos"
              props={{ words: { label: photos.label, hint: photos.hint, picker: widgets.photoPicker } }}
            />
          </div>
        </div>
      </fieldset>

      <div>
        <button
          type="submit"
          className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-amber-400 px-6 py-3 text-base font-bold tracking-wide text-navy-950 uppercase shadow-sm hover:bg-amber-500 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none sm:w-auto"
        >
          {b.submit}
        </button>
        <p className="mt-3 text-sm text-slate-600">
          {b.privacy}{" "}
          <a href={paths.privacy} className="underline">
            {b.privacyLink}
          </a>
          .
        </p>
      </div>
    </form>
  );
}
