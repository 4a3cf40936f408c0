import {
  ArrowRight,
  CalendarCheck,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  ClipboardList,
  Clock,
  FileText,
  Languages,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Pause,
  Phone,
  Play,
  Search,
  Star,
  X,
  type IconNode,
} from "lucide";

/**
 * Every icon the site draws, by the name pages use (`<Icon name="phone" />`). Each is drawn once, in
 * the site's stylesheet (./icon-css.ts), and a page carries only `<span class="icon i-phone">` for it.
 * No aliases here: Tailwind loads this module (through icon-plugin.ts) before the site is bundled.
 */
export const lucideIcons = {
  "arrow-right": ArrowRight,
  "calendar-check": CalendarCheck,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-check": CircleCheck,
  "clipboard-list": ClipboardList,
  clock: Clock,
  "file-text": FileText,
  languages: Languages,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  "message-square": MessageSquare,
  pause: Pause,
  phone: Phone,
  play: Play,
  search: Search,
  star: Star,
  x: X,
} as const satisfies Record<string, IconNode>;

/** Lucide icons drawn filled as well as outlined (a rating's stars). */
export const filledIcons = { "star-filled": Star } as const satisfies Record<string, IconNode>;

/** Simple filled glyphs drawn for this site's social links (brand icon sets are not shipped). */
export const socialGlyphs = {
  facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z",
  instagram:
    "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.8a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5-9.2a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 1.8a2.7 2.7 0 0 0-2.7 2.7v9a2.7 2.7 0 0 0 2.7 2.7h9a2.7 2.7 0 0 0 2.7-2.7v-9a2.7 2.7 0 0 0-2.7-2.7h-9z",
  yelp: "M12.2 3.1c.6-.2 1.3.1 1.4.8l.6 6.2c.1.8-.8 1.2-1.3.6L9.2 5.8c-.4-.5-.2-1.2.4-1.5l2.6-1.2zM5.3 11.4l4.9 1.6c.8.3.8 1.4 0 1.6l-4.9 1.3c-.6.2-1.2-.3-1.2-.9v-2.7c0-.6.6-1.1 1.2-.9zm9.1 1.6 4.6-1.7c.6-.2 1.2.2 1.3.8l.3 2.6c.1.6-.4 1.2-1.1 1.1l-4.9-.4c-.8-.1-1-1.1-.2-1.4zm-4.2 3.4 1.2 4.6c.2.6-.3 1.2-.9 1.2l-2.6-.1c-.6 0-1-.6-.8-1.2l1.5-4.5c.2-.8 1.4-.8 1.6 0zm3.4-.6 3.2 3.7c.4.5.3 1.2-.3 1.5l-2.3 1.2c-.6.3-1.3-.1-1.3-.7l-.7-4.8c-.1-.8.9-1.3 1.4-.9z",
} as const;

export type LucideIconName = keyof typeof lucideIcons;
export type SocialIconName = keyof typeof socialGlyphs;
export type IconName = LucideIconName | keyof typeof filledIcons | SocialIconName;
