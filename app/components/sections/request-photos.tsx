import { FormField } from "~/components/ui/form-field";
import type { photoWords } from "~/content/copy";
import { PHOTO_ACCEPT, PHOTOS_FIELD, type PhotoOutcome } from "~/lib/media/limits";

/** The photos' words in one language (from the loader or the copy: no copy module reaches the browser). */
export type RequestPhotosWords = Omit<ReturnType<typeof photoWords>, "picker">;

export { PHOTOS_FIELD };

/**
 * The optional photos of a quote request or a booking: a plain file input (camera or library on a
 * phone), after the text fields, taking the media module's types. Its form posts multipart.
 */
export function PhotoField({
  id,
  words,
  multiple = true,
}: {
  id: string;
  words: RequestPhotosWords;
  /** One photo (a review's) or several (a request's). */
  multiple?: boolean;
}) {
  return (
    <FormField
      id={id}
      type="file"
      name={PHOTOS_FIELD}
      multiple={multiple}
      accept={PHOTO_ACCEPT}
      label={words.label}
      hint={words.hint}
    />
  );
}

/**
 * What became of each photo sent with a form: kept, or not and why. Nothing when none was sent. The note
 * under the list says the request (or review) was received, so it is left out when no photo was read
 * because the whole form came back unsent.
 */
export function PhotoOutcomes({
  outcomes,
  words,
  form = "request",
}: {
  outcomes: readonly PhotoOutcome[] | undefined;
  words: RequestPhotosWords;
  /** The form the photos came with (its note's words). */
  form?: keyof RequestPhotosWords["outcomes"]["notes"];
}) {
  if (!outcomes?.length) return null;
  const refused = outcomes.some((o) => !o.kept && o.reason !== "not-sent");
  return (
    <div
      className="mt-5 rounded-md bg-white/70 p-4 text-navy-900 ring-1 ring-slate-200"
      data-photo-outcomes=""
    >
      <h4 className="text-base font-bold">{words.outcomes.title}</h4>
      <ul className="mt-2 space-y-1 text-sm break-words">
        {outcomes.map((o, i) => (
          <li key={i} data-kept={o.kept ? "true" : "false"}>
            <span className="font-semibold">{o.name}</span>:{" "}
            {o.kept ? words.outcomes.kept : `${words.outcomes.notKept}, ${words.refused[o.reason]}`}
          </li>
        ))}
      </ul>
      {refused ? <p className="mt-2 text-sm">{words.outcomes.notes[form]}</p> : null}
    </div>
  );
}
