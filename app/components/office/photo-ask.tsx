import { photoAskCopy as copy } from "~/content/office/photo-ask";
import { fill } from "~/content/widget-copy";
import { MAX_REQUEST_PHOTOS } from "~/lib/media/limits";
import { officeDateTime } from "~/lib/office/format";
import { PHOTO_LINK_OPEN_DAYS } from "~/lib/photo-requests/photo-request-paths";
import { CopyOnceLink } from "./copy-once-link";
import { Notice } from "./office-page";
import { LinkChannelButtons, Section } from "./work-ui";

type Answer = { intent: string; emailed?: true; url?: string; error?: string } | undefined;

/** The lead's live photo link, as its loader gives it. */
interface LiveLink {
  sentAt: string;
  expiresAt: string;
  channel: "email" | "link";
}

/**
 * "Ask for more photos" on a lead's page: the live link (when it was sent, until when it works), a button
 * to e-mail a new one in the customer's language and one to get it for a text message (shown once).
 */
export function PhotoAsk({ email, live, answer }: { email: string; live: LiveLink | null; answer: Answer }) {
  const mine = answer?.intent === "photo-ask" ? answer : undefined;
  return (
    <Section title={copy.title}>
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          {fill(copy.hint, { days: PHOTO_LINK_OPEN_DAYS, max: MAX_REQUEST_PHOTOS })}
        </p>
        {mine?.error ? <Notice tone="error">{mine.error}</Notice> : null}
        {mine?.emailed ? <Notice>{copy.emailed}</Notice> : null}
        {mine?.url ? <CopyOnceLink id="photo-link" url={mine.url} words={copy} /> : null}
        <p className="text-sm" data-testid="photo-link-state">
          {live
            ? fill(copy.live, {
                how: copy.channels[live.channel],
                sent: officeDateTime(live.sentAt),
                until: officeDateTime(live.expiresAt),
              })
            : copy.none}
        </p>
        <LinkChannelButtons intent="photo-ask" email={Boolean(email)} words={copy} />
      </div>
    </Section>
  );
}
