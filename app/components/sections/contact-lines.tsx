import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { formatAddress } from "~/content/company";
import { useCopy } from "~/lib/rendering/use-copy";

/** The two dark settings the lines appear in: the footer's small print and the contact block's panel. */
const TONES = {
  footer: {
    list: "space-y-3",
    gap: "gap-2",
    icon: "size-4",
    pin: "mt-0.5 size-4",
    label: "mb-1 block font-semibold text-white",
    phone: "text-slate-300 hover:text-amber-400",
    link: "text-slate-300 hover:text-amber-400",
  },
  panel: {
    list: "mt-6 space-y-4",
    gap: "gap-3",
    icon: "size-5",
    pin: "size-5",
    label: "mb-1 block text-sm text-slate-300",
    phone: "font-semibold text-white hover:text-amber-400",
    link: "hover:text-amber-400",
  },
} as const;

/**
 * The ways to reach the office, as a list on a dark background: call (under the line's label, when it
 * has one), text, e-mail and the office's address, each behind an amber icon. `children` adds items
 * at the end (the footer's opening hours).
 */
export function ContactLines({ tone, children }: { tone: keyof typeof TONES; children?: ReactNode }) {
  const { ui, phone, sms, email } = useCopy();
  const t = TONES[tone];
  return (
    <ul className={t.list}>
      <li>
        {phone.label && <span className={t.label}>{phone.label}</span>}
        <a href={phone.href} className={`flex items-center ${t.gap} ${t.phone}`}>
          <Icon name="phone" className={`${t.icon} text-amber-400`} /> {ui.contact.call(phone.display)}
        </a>
      </li>
      <li>
        <a href={sms.href} className={`flex items-center ${t.gap} ${t.link}`}>
          <Icon name="message-square" className={`${t.icon} text-amber-400`} /> {ui.contact.text(sms.display)}
        </a>
      </li>
      <li>
        <a href={email.href} className={`flex items-center ${t.gap} break-all ${t.link}`}>
          <Icon name="mail" className={`${t.icon} shrink-0 text-amber-400`} /> {email.display}
        </a>
      </li>
      <li className={`flex items-start ${t.gap}`}>
        <Icon name="map-pin" className={`${t.pin} shrink-0 text-amber-400`} />
        <address className="not-italic">{formatAddress()}</address>
      </li>
      {children}
    </ul>
  );
}
