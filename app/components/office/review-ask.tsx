import { reviewAskCopy as copy } from "~/content/office/review-ask";
import { officeDateTime } from "~/lib/office/format";
import { CopyOnceLink } from "./copy-once-link";
import { Notice } from "./office-page";
import { LinkChannelButtons, Section } from "./work-ui";

interface ReviewAsks {
  asks: readonly { at: string; channel: "email" | "link" | "auto"; state: "open" | "spent" | "expired" }[];
  max: number;
}

type Answer = { intent: string; emailed?: true; url?: string; error?: string; asked?: number } | undefined;

/**
 * "Ask for a review" on a done job's page: the asks made so far, and while fewer than the most allowed,
 * a button to e-mail the link and one to get it for a text message (shown once, with Copy).
 */
export function ReviewAsk({
  done,
  email,
  asks,
  answer,
}: {
  done: boolean;
  email: string;
  asks: ReviewAsks;
  answer: Answer;
}) {
  const mine = answer?.intent === "review-ask" ? answer : undefined;
  const asked = Math.max(asks.asks.length, mine?.asked ?? 0);
  return (
    <Section title={copy.title}>
      {!done ? (
        <p className="text-sm text-slate-700">{copy.notDone}</p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{copy.hint}</p>
          {mine?.error ? <Notice tone="error">{mine.error}</Notice> : null}
          {mine?.emailed ? <Notice>{copy.emailed}</Notice> : null}
          {mine?.url ? <CopyOnceLink id="review-link" url={mine.url} words={copy} /> : null}
          <p className="text-sm">{copy.asked(asked, asks.max)}</p>
          {asks.asks.length > 0 ? (
            <ul className="list-disc pl-5 text-sm">
              {asks.asks.map((a, i) => (
                <li key={i}>
                  <time dateTime={a.at}>{officeDateTime(a.at)}</time>: {copy.channels[a.channel]} (
                  {copy.states[a.state]})
                </li>
              ))}
            </ul>
          ) : null}
          {asked < asks.max ? (
            <LinkChannelButtons intent="review-ask" email={Boolean(email)} words={copy} />
          ) : null}
        </div>
      )}
    </Section>
  );
}
