import { Icon } from "~/components/ui/icon";
import { MenuLink } from "~/components/ui/menu-link";
import { useCopy } from "~/lib/rendering/use-copy";
const item =
  "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-center text-xs leading-tight font-bold tracking-wide uppercase";

/**
 * Call, text, booking and free quote, one tap away on phones (below 768 px): a slim bar fixed to the bottom
 * of the screen. Plain links and CSS, so it works without JavaScript. The layout reserves its height
 * (CallBarSpacer) so it never covers the footer; it hides while a form field or a form's button has focus
 * (so it cannot come back under a finger tapping Send after typing), and the
 * contact page (which is the quote form) hides the quote button: it is the current page's link
 * (`MenuLink` marks it with `aria-current`).
 */
export function CallBar() {
  const { page, paths, phone, sms, booking } = useCopy();
  const copy = page.sections.callBar;
  return (
    <nav
      aria-label={copy.label}
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-navy-800 bg-navy-950 pb-[env(safe-area-inset-bottom)] text-white shadow-[0_-4px_12px_rgb(0_0_0/0.15)] md:hidden [body:has(form_:is(input,textarea,select,button):focus)_&]:hidden"
    >
      <a href={phone.href} className={`${item} hover:bg-navy-800`}>
        <Icon name="phone" className="size-5 text-amber-400" />
        {copy.call}
      </a>
      <a href={sms.href} className={`${item} border-l border-navy-800 hover:bg-navy-800`}>
        <Icon name="message-square" className="size-5 text-amber-400" />
        {copy.text}
      </a>
      <MenuLink
        to={paths.book}
        className={`${item} border-l border-navy-800 hover:bg-navy-800 aria-[current=page]:hidden`}
      >
        <Icon name="calendar-check" className="size-5 text-amber-400" />
        {booking.cta.callBar}
      </MenuLink>
      <MenuLink
        to={paths.contact}
        className={`${item} bg-amber-400 text-navy-950 hover:bg-amber-500 aria-[current=page]:hidden`}
      >
        <Icon name="clipboard-list" className="size-5" />
        {copy.quote}
      </MenuLink>
    </nav>
  );
}

/** Space at the end of the page as tall as the bar, so the footer's last line can scroll above it. */
export function CallBarSpacer() {
  return (
    <div aria-hidden="true" className="h-[calc(3.5rem+env(safe-area-inset-bottom))] bg-navy-950 md:hidden" />
  );
}
