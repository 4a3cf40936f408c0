/**
 * Everything a server-rendered part needs to speak one language: its paths and menus, the page records,
 * the templates' and frame's words, the forms' copy, the status screens and the company's words and
 * numbers for that language. Server markup reads it through `useCopy()` (app/lib/rendering/use-copy.ts);
 * widgets never import it (their words come in loader data).
 */
import * as areas from "./areas";
import { articleTags } from "./article-tags";
import { articleTags as articleTagsEs } from "./es/article-tags";
import { bookingCopy } from "./booking/booking-copy";
import { reviewPageCopy } from "./review-page";
import { reviewPageCopy as reviewPageCopyEs } from "./es/review-page";
import { morePhotosPageCopy } from "./more-photos-page";
import { morePhotosPageCopy as morePhotosPageCopyEs } from "./es/more-photos-page";
import { requestPhotosCopy } from "./request-photos";
import { requestPhotosCopy as requestPhotosCopyEs } from "./es/request-photos";
import * as company from "./company";
import { bookingCopy as bookingCopyEs } from "./es/booking/booking-copy";
import * as areasEs from "./es/areas";
import * as companyEs from "./es/company";
import * as leadFormsEs from "./es/lead-forms";
import * as pageCopyEs from "./es/page-copy";
import * as statusEs from "./es/status-pages";
import { uiCopy as uiCopyEs } from "./es/ui-copy";
import { imageAlt as imageAltEs } from "./es/images";
import { images, type ImageKey } from "./images";
import { langInfo, type Lang, type PerLang, type Translation } from "./i18n";
import * as leadForms from "./lead-forms";
import type { SiteNav } from "./navigation";
import { pageContent, type PageContent } from "./page-content";
import * as pageCopy from "./page-copy";
import { siteNav } from "./page-registry";
import { pathsByLang, servicePath, type FixedPaths } from "./paths";
import * as status from "./status-pages";
import { uiCopy } from "./ui-copy";
import * as widgets from "./widget-copy";
import * as widgetsEs from "./es/widget-copy";

/** A call or text link: what the visitor reads and where it leads. */
export interface ContactLink {
  display: string;
  href: string;
  /** What the line is, shown beside the number where it differs from the main one ("Atención en español"). */
  label?: string;
}

export interface Copy {
  lang: Lang;
  /** BCP 47 tag for `lang` attributes and `Intl`. */
  tag: string;
  paths: FixedPaths;
  nav: SiteNav;
  content: PageContent;
  page: Translation<typeof pageCopy.pageCopy>;
  ui: Translation<typeof uiCopy>;
  forms: {
    serviceOptions: readonly { value: string; label: string }[];
    privacyNote: Translation<typeof leadForms.privacyNote>;
    leadFormCopy: Translation<typeof leadForms.leadFormCopy>;
    leadFormTools: Translation<typeof leadForms.leadFormTools>;
    validationCopy: Translation<typeof leadForms.validationCopy>;
    apiCopy: Translation<typeof leadForms.apiCopy>;
  };
  /** The scripted widgets' words (sent to the browser in loader data). */
  widgets: {
    gallery: Translation<typeof widgets.galleryCopy>;
    reference: Translation<typeof widgets.referenceCopy>;
    carousel: Translation<typeof widgets.carouselControls>;
    photoPicker: Translation<typeof widgets.photoPickerCopy>;
  };
  /** The booking page's, confirmation's and manage page's words. */
  booking: Translation<typeof bookingCopy>;
  /** The photos a quote request or a booking may carry. */
  photos: Translation<typeof requestPhotosCopy>;
  /** A customer's review page (/review/<token>) and the e-mail carrying its link. */
  reviewPage: Translation<typeof reviewPageCopy>;
  /** A customer's page for adding photos to their request (/more-photos/<token>) and its e-mail. */
  morePhotosPage: Translation<typeof morePhotosPageCopy>;
  status: Translation<typeof status.statusPages>;
  statusMeta: Translation<typeof status.statusMeta>;
  /** The plain-text answers to a form post refused before it is read. */
  formRefusals: Translation<typeof status.formRefusals>;
  company: {
    tagline: string;
    warranties: Translation<typeof company.warranties>;
    stats: readonly { id: string; value: FigureText; label: string }[];
    copyrightLine: (year: number) => string;
    licenceLine: () => string;
    /** The licence's name where structured data names it. */
    licenceName: string;
    /** How structured data names the main line and the Spanish-speaking line (`contactType`). */
    contactTypes: { main: string; spanish: string };
    /** The cities and regions served, named the language's way (derived from the area records). */
    serviceAreas: readonly string[];
    /** The office's city in running text (its postal address keeps the postal form). */
    officeCity: string;
    /** "Mon–Fri 8 AM – 6 PM" lines, with the language's day names and times. */
    hoursLines: (style?: "short" | "long") => string[];
  };
  /** The articles' topics by key, named in this language (the feeds' categories). */
  articleTags: Translation<typeof articleTags>;
  /** A registry image's alt text in this language. */
  imageAlt: (key: ImageKey) => string;
  /** The path of a service page in this language, by the English record's slug (services' `page`). */
  servicePath: (englishSlug: string) => string;
  /** The numbers a page in this language calls and texts (Spanish: who answers in Spanish). */
  phone: ContactLink;
  /** `phone` in E.164, for structured data. */
  telephone: string;
  sms: ContactLink;
  email: ContactLink;
}

/** A figure as written: the number, and the words before and after it when it is a floor. */
export interface FigureText {
  /** The whole, as read: "1,250", "1,200+", "más de 1,200". */
  text: string;
  number: string;
  before: string;
  after: string;
}

/** The words a language puts around a floor and around a rating on a scale (`ui.stats`). */
export interface FigureWords {
  atLeast: { before: string; after: string };
  outOf: (max: number) => { before: string; after: string };
}

/**
 * A figure in a language, the one way every figure is written: "1,250", "100%", a floor with the
 * language's words around it ("1,200+" / "más de 1,200"), and a rating ("4.85 de 5"). Grouped as `Intl`
 * writes it for the language.
 */
export function formatFigure(figure: company.Figure, lang: Lang, words: FigureWords): FigureText {
  const number = new Intl.NumberFormat(langInfo[lang].tag, {
    ...(figure.percent ? { style: "percent" } : {}),
    maximumFractionDigits: 2,
  }).format(figure.value);
  const { before, after } =
    figure.outOf !== undefined
      ? words.outOf(figure.outOf)
      : figure.atLeast
        ? words.atLeast
        : { before: "", after: "" };
  return { text: [before, `${number}${after}`].filter(Boolean).join(" "), number, before, after };
}

/** A service page's path in a language: the translation at the English record's place. */
const servicePathIn =
  (lang: Lang) =>
  (englishSlug: string): string => {
    const i = pageContent.en.servicePages.findIndex((p) => p.slug === englishSlug);
    const record = pageContent[lang].servicePages[i];
    if (!record) throw new Error(`copy.ts: no ${lang} service page for "${englishSlug}"`);
    return servicePath(record.slug, lang);
  };

const email: ContactLink = { display: company.company.email, href: company.contactHrefs.email };

export const copy: PerLang<Copy> = {
  en: {
    lang: "en",
    tag: langInfo.en.tag,
    paths: pathsByLang.en,
    nav: siteNav.en,
    content: pageContent.en,
    page: pageCopy.pageCopy,
    ui: uiCopy,
    forms: leadForms,
    widgets: {
      gallery: widgets.galleryCopy,
      reference: widgets.referenceCopy,
      carousel: widgets.carouselControls,
      photoPicker: widgets.photoPickerCopy,
    },
    booking: bookingCopy,
    photos: requestPhotosCopy,
    reviewPage: reviewPageCopy,
    morePhotosPage: morePhotosPageCopy,
    status: status.statusPages,
    statusMeta: status.statusMeta,
    formRefusals: status.formRefusals,
    company: {
      tagline: company.company.tagline,
      warranties: company.warranties,
      serviceAreas: areas.serviceAreas,
      officeCity: company.company.address.city,
      stats: company.stats.map((s) => ({
        id: s.id,
        value: formatFigure(s, "en", uiCopy.stats),
        label: s.label,
      })),
      copyrightLine: company.copyrightLine,
      licenceLine: company.licenceLine,
      licenceName: company.licenceName,
      contactTypes: company.contactTypes,
      hoursLines: company.hoursLines,
    },
    articleTags,
    imageAlt: (key) => images[key].alt,
    servicePath: servicePathIn("en"),
    phone: { display: company.company.phone.display, href: company.contactHrefs.phone },
    telephone: company.company.phone.e164,
    sms: { display: company.company.sms.display, href: company.contactHrefs.sms },
    email,
  },
  es: {
    lang: "es",
    tag: langInfo.es.tag,
    paths: pathsByLang.es,
    nav: siteNav.es,
    content: pageContent.es,
    page: pageCopyEs.pageCopy,
    ui: uiCopyEs,
    forms: leadFormsEs,
    widgets: {
      gallery: widgetsEs.galleryCopy,
      reference: widgetsEs.referenceCopy,
      carousel: widgetsEs.carouselControls,
      photoPicker: widgetsEs.photoPickerCopy,
    },
    booking: bookingCopyEs,
    photos: requestPhotosCopyEs,
    reviewPage: reviewPageCopyEs,
    morePhotosPage: morePhotosPageCopyEs,
    status: statusEs.statusPages,
    statusMeta: statusEs.statusMeta,
    formRefusals: statusEs.formRefusals,
    company: {
      tagline: companyEs.tagline,
      warranties: companyEs.warranties,
      serviceAreas: areasEs.serviceAreas,
      officeCity: areasEs.placeName(company.company.address.city),
      stats: company.stats.map((s) => ({
        id: s.id,
        value: formatFigure(s, "es", uiCopyEs.stats),
        label: companyEs.statLabels[s.id],
      })),
      copyrightLine: companyEs.copyrightLine,
      licenceLine: companyEs.licenceLine,
      licenceName: companyEs.licenceName,
      contactTypes: companyEs.contactTypes,
      hoursLines: company.hoursLinesIn("es", companyEs.hoursDays, companyEs.hoursLine),
    },
    articleTags: articleTagsEs,
    imageAlt: (key) => imageAltEs[key],
    servicePath: servicePathIn("es"),
    phone: {
      display: company.company.spanishLine.phone.display,
      href: `tel:${company.company.spanishLine.phone.e164}`,
      label: companyEs.spanishLineLabel,
    },
    telephone: company.company.spanishLine.phone.e164,
    sms: {
      display: company.company.spanishLine.phone.display,
      href: `sms:${company.company.spanishLine.phone.e164}`,
    },
    email,
  },
};

export const copyFor = (lang: Lang): Copy => copy[lang];

/**
 * What one lead form (a widget) needs in the browser, in one language: its kind's words and WebMCP
 * description, the service choices, its confirmation (with the hours or numbers it names) and where it
 * posts. Only that kind's: an urgent call-back form does not carry the quote form's words, and back.
 * Plain strings only: it travels in the island's props.
 */
export function leadFormWords(
  lang: Lang,
  kind: leadForms.LeadFormKind,
  /** The quote form takes photos where the page says so (the contact page; not the home page's). */
  { photos = false }: { photos?: boolean } = {},
) {
  const c = copy[lang];
  const {
    nextSteps: _steps,
    rateLimited: _limited,
    failed: _failed,
    unreadable: _unreadable,
    quote,
    emergency,
    success,
    emergencySuccess,
    call,
    text,
    ...form
  } = c.forms.leadFormCopy;
  const { params, ...tools } = c.forms.leadFormTools;
  const shared = {
    lang,
    form,
    heading: kind === "quote" ? quote : emergency,
    tool: { ...tools[kind], params },
    privacyNote: c.forms.privacyNote,
    serviceOptions: c.forms.serviceOptions,
    phone: c.phone,
    links: { action: c.paths.contact, privacy: c.paths.privacy },
  };
  return kind === "quote"
    ? {
        ...shared,
        kind,
        success: { ...success, call, text, sms: c.sms },
        ...(photos ? { photos: photoWords(c.photos, c.widgets.photoPicker) } : {}),
      }
    : {
        ...shared,
        kind,
        success: { ...emergencySuccess, schedule: c.company.hoursLines("long").join(" · ") },
      };
}
export type LeadFormWords = ReturnType<typeof leadFormWords>;

/** The photos' words a form needs in the browser: plain strings only. */
export const photoWords = (
  { label, hint, outcomes, refused }: Copy["photos"],
  picker: Copy["widgets"]["photoPicker"],
) => ({
  label,
  hint,
  outcomes,
  refused,
  /** The picker's words once its script runs (previews, progress, Remove). */
  picker,
});
