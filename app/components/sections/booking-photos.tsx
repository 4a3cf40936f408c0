import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { Translation } from "~/content/i18n";
import type { photoPickerCopy } from "~/content/widget-copy";
import { PhotoPicker, usePhotoPicker, type PhotoPickerState } from "~/components/ui/photo-picker";
import { remountIslands } from "~/islands/mount";
import { PHOTO_ACCEPT, PHOTOS_FIELD, REQUEST_PHOTO_LIMITS } from "~/lib/media/limits";
import { sendWithPhotos, submitWithoutPhotos, type SentForm } from "~/lib/media/send-form";

interface BookingPhotosProps {
  /** The field's label and hint (the accepted types and limits), and the picker's words once its script runs. */
  words: { label: string; hint: string; picker: Translation<typeof photoPickerCopy> };
}

/**
 * The booking form's photos (an island inside the server's form, decision 018). Without script it is the
 * form's plain file input and the browser posts the form itself. Once hydrated, photos picked are shrunk,
 * previewed and removable, and a submission with photos is sent by XMLHttpRequest with a progress bar
 * each (the form's own fields first, then the photos: the request a form without script sends); the
 * server's answer is then shown as after a plain post: a booking's private page, or the booking page
 * again with what went wrong.
 */
export function BookingPhotos({ words }: BookingPhotosProps) {
  const picker = usePhotoPicker(REQUEST_PHOTO_LIMITS, words.picker);
  const [sending, setSending] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // The form's submission, reading the photos and state as last rendered.
  const onSubmit = useEffectEvent((e: SubmitEvent, form: HTMLFormElement) => {
    if (sending) e.preventDefault();
    // No photos, or photos chosen before the script ran: the browser posts the form itself.
    else if (picker.photos.length > 0 && !hasPhotos(form)) {
      e.preventDefault();
      setSending(true);
      void send(form, picker).finally(() => setSending(false));
    }
  });

  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const listener = (e: SubmitEvent) => onSubmit(e, form);
    form.addEventListener("submit", listener);
    return () => form.removeEventListener("submit", listener);
  }, []);

  return (
    <div ref={ref}>
      <PhotoPicker
        picker={picker}
        words={words.picker}
        id="booking-photos"
        name={PHOTOS_FIELD}
        accept={PHOTO_ACCEPT}
        label={words.label}
        hint={words.hint}
        sending={sending}
      />
    </div>
  );
}

/** Whether the form's photo input holds a file. */
const hasPhotos = (form: HTMLFormElement) =>
  new FormData(form).getAll(PHOTOS_FIELD).some((v) => typeof v !== "string" && v.size > 0);

/**
 * Sends the form with the picked photos, each one's progress shown, and shows the answer. If the
 * connection fails, or the answer is not one of the site's pages (a proxy's error page), the browser
 * posts the form itself without the photos, and the answer names them as not sent.
 */
async function send(form: HTMLFormElement, picker: PhotoPickerState) {
  picker.setProgress(picker.photos.map(() => 0));
  let sent: SentForm | undefined;
  try {
    sent = await sendWithPhotos(form, picker.photos, {
      field: PHOTOS_FIELD,
      accept: "text/html",
      onProgress: picker.setProgress,
    });
  } catch {
    sent = undefined;
  }
  if (!sent || !showAnswer(sent, form.action)) {
    picker.setProgress(null);
    submitWithoutPhotos(form, picker.photos, PHOTOS_FIELD);
  }
}

/**
 * Shows the server's answer as the browser would after a plain post: a redirect (the booking made) is
 * followed to its page; any other answer (an error named, a window just taken) replaces the page, its
 * photo field enhanced again, with focus on what it says. False for an answer that is not the site's
 * booking page (a server error, a proxy's page): nothing is shown.
 */
function showAnswer(sent: SentForm, action: string): boolean {
  if (sent.status >= 500) return false;
  if (sent.url && sent.url !== action) {
    window.location.assign(sent.url);
    return true;
  }
  // Parsed, its scripts never run: the page's island is hydrated again by the module already loaded.
  const answer = new DOMParser().parseFromString(sent.text, "text/html");
  // Only one of the site's pages takes this one's place (a proxy's error page has no main).
  if (!answer.querySelector("main")) return false;
  document.title = answer.title;
  document.body.replaceWith(document.adoptNode(answer.body));
  window.scrollTo(0, 0);
  const said = document.querySelector<HTMLElement>("main [role=alert], main [data-photo-outcomes]");
  if (said) said.tabIndex = -1;
  (said ?? document.querySelector<HTMLElement>("main"))?.focus();
  remountIslands();
  return true;
}
