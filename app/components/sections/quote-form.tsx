import { formIdPrefix, LEAD_JSON, LeadForm, type LeadFormProps } from "~/components/sections/lead-form";
import { PhotoPicker, usePhotoPicker, type PhotoPickerState } from "~/components/ui/photo-picker";
import type { SubmitAnswer } from "~/lib/leads/lead-service.server";
import { PHOTO_ACCEPT, PHOTOS_FIELD, REQUEST_PHOTO_LIMITS } from "~/lib/media/limits";
import { sendWithPhotos, submitWithoutPhotos } from "~/lib/media/send-form";

/**
 * The contact page's quote form (an island of its own, decision 018): the lead form with the photo
 * picker, so only the pages with this form load the picker's code. Without script its photo field is
 * the form's plain file input; once hydrated, photos are shrunk, previewed, removable, and sent with
 * the form as one multipart POST with a progress bar each.
 */
export function QuoteForm(props: LeadFormProps) {
  const { words, tone } = props;
  const photoWords = words.kind === "quote" ? words.photos : undefined;
  const picker = usePhotoPicker(REQUEST_PHOTO_LIMITS, photoWords?.picker);
  if (!photoWords) return <LeadForm {...props} />;
  return (
    <LeadForm
      {...props}
      photos={{
        field: (sending) => (
          <PhotoPicker
            picker={picker}
            words={photoWords.picker}
            id={`${formIdPrefix(words.kind)}-photos`}
            name={PHOTOS_FIELD}
            accept={PHOTO_ACCEPT}
            label={photoWords.label}
            hint={photoWords.hint}
            sending={sending}
            dark={tone === "dark"}
            toolparamdescription={words.tool.params.photos}
          />
        ),
        picked: picker.photos.length > 0,
        send: (form) => sendQuote(form, picker),
      }}
    />
  );
}

/**
 * Sends the form with the picked photos (the text first), showing each photo's progress, and gives the
 * answer (JSON, with what became of each photo). If the connection fails or the answer is not the
 * form's, the browser posts the form itself without the photos, and its answer names them as not sent
 * (null).
 */
async function sendQuote(form: HTMLFormElement, picker: PhotoPickerState): Promise<SubmitAnswer | null> {
  picker.setProgress(picker.photos.map(() => 0));
  try {
    const sent = await sendWithPhotos(form, picker.photos, {
      field: PHOTOS_FIELD,
      accept: LEAD_JSON,
      onProgress: picker.setProgress,
    });
    return JSON.parse(sent.text) as SubmitAnswer;
  } catch {
    submitWithoutPhotos(form, picker.photos, PHOTOS_FIELD);
    return null;
  } finally {
    picker.setProgress(null);
  }
}
