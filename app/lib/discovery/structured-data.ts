/**
 * Structured data (schema.org JSON-LD), typed with schema-dts and built only from content records, so
 * what search engines read is what the page shows. Each route's `meta` adds its blocks through
 * `pageMeta(..., { structuredData })`; the business block is on every page.
 *
 * No AggregateRating or Review: stars about oneself are "self-serving" for search engines and are left out.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  ContactPoint,
  FAQPage,
  HomeAndConstructionBusiness,
  OpeningHoursSpecification,
  Organization,
  Service,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import { company } from "~/content/company";
import { copyFor } from "~/content/copy";
import { langInfo, type Lang } from "~/content/i18n";
import { paths, pathsByLang } from "~/content/page-registry";
import type { Faq } from "~/content/types";
import { absoluteUrl } from "../site/site-url";
import { socialImagePath } from "./social-image";

export type JsonLd =
  | WithContext<HomeAndConstructionBusiness>
  | WithContext<Service>
  | WithContext<FAQPage>
  | WithContext<BlogPosting>
  | WithContext<BreadcrumbList>
  | WithContext<WebPage>
  | WithContext<WebSite>;

/** Block types that are creative works, so they carry the language they are written in. */
const WRITTEN = new Set(["WebSite", "WebPage", "FAQPage", "BlogPosting"]);

/** A block with `inLanguage` when it is a written work (schema.org gives other types no language). */
export const inLanguage = (block: JsonLd, lang: Lang): JsonLd =>
  WRITTEN.has(String((block as { "@type"?: unknown })["@type"]))
    ? ({ ...(block as object), inLanguage: langInfo[lang].tag } as JsonLd)
    : block;

/** The head of a block that describes a page: its type, name, description and address, in that order. */
function describedPage<T extends "WebPage" | "Service">(
  type: T,
  input: { name: string; description: string; path: string },
) {
  return {
    "@context": "https://schema.org" as const,
    "@type": type,
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
  };
}

/** The page itself, in its language, part of the site. */
export function webPageJsonLd(input: {
  name: string;
  description: string;
  path: string;
  lang: Lang;
}): WithContext<WebPage> {
  return {
    ...describedPage("WebPage", input),
    inLanguage: langInfo[input.lang].tag,
    isPartOf: { "@type": "WebSite", "@id": absoluteUrl("/#website") },
  };
}

/** Stable identifier of the business node, so other blocks refer to it instead of repeating it. */
export const BUSINESS_ID = absoluteUrl("/#business");
export const LOGO_PATH = "/icons/icon-512.png";

/** schema.org day names of each opening-hours row. */
const dayCodes = {
  "Monday to Friday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Saturday: ["Saturday"],
  Sunday: ["Sunday"],
} as const;

function openingHours(): OpeningHoursSpecification[] {
  return company.hours.flatMap((h) =>
    h.open && h.close
      ? [
          {
            "@type": "OpeningHoursSpecification" as const,
            dayOfWeek: [...dayCodes[h.days]],
            opens: h.open,
            closes: h.close,
          },
        ]
      : [],
  );
}

/**
 * The two lines, each with the language it is answered in: the main line (English) and the
 * Spanish-speaking line, named in the page's language.
 */
function contactPoints(lang: Lang): ContactPoint[] {
  const words = copyFor(lang);
  return [
    {
      "@type": "ContactPoint",
      telephone: company.phone.e164,
      contactType: words.company.contactTypes.main,
      availableLanguage: [langInfo.en.tag],
    },
    {
      "@type": "ContactPoint",
      telephone: company.spanishLine.phone.e164,
      contactType: words.company.contactTypes.spanish,
      availableLanguage: [langInfo.es.tag],
    },
  ];
}

/** The company as a HomeAndConstructionBusiness: on every page, described in the page's language. */
export function businessJsonLd(lang: Lang = "en"): WithContext<HomeAndConstructionBusiness> {
  const words = copyFor(lang);
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": BUSINESS_ID,
    name: company.name,
    legalName: company.legalName,
    description: words.company.tagline,
    url: absoluteUrl(pathsByLang[lang].home),
    // The number the page shows: on Spanish pages, the Spanish-speaking line.
    telephone: words.telephone,
    contactPoint: contactPoints(lang),
    email: company.email,
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(socialImagePath(paths.home)),
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: openingHours(),
    areaServed: words.company.serviceAreas.map((name) => ({ "@type": "Place" as const, name })),
    sameAs: company.social.map((s) => s.href),
    identifier: {
      "@type": "PropertyValue",
      propertyID: words.company.licenceName,
      value: company.licence.number,
    },
    // Booking a free inspection online: the booking page in the page's language.
    potentialAction: {
      "@type": "ReserveAction",
      name: words.booking.cta.book,
      target: {
        "@type": "EntryPoint",
        urlTemplate: absoluteUrl(pathsByLang[lang].book),
        actionPlatform: ["https://schema.org/DesktopWebPlatform", "https://schema.org/MobileWebPlatform"],
      },
      result: { "@type": "Reservation", name: words.booking.mail.eventSummary(company.name) },
    },
  };
}

/**
 * The business where another block names it (provider, author, publisher): its @id plus the name and
 * logo, so readers that do not follow @id references still see who it is.
 */
function businessRef(): Organization {
  return {
    "@type": "Organization",
    "@id": BUSINESS_ID,
    name: company.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(LOGO_PATH) },
  };
}

/** The site itself, named once (home page only). */
export function websiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    name: company.name,
    url: absoluteUrl("/"),
    publisher: businessRef(),
  };
}

/** A service page (or an area page's local offer) provided by the business. */
export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
  areas?: readonly string[];
  lang?: Lang;
}): WithContext<Service> {
  return {
    ...describedPage("Service", input),
    serviceType: input.serviceType ?? input.name,
    provider: businessRef(),
    areaServed: (input.areas ?? copyFor(input.lang ?? "en").company.serviceAreas).map((name) => ({
      "@type": "Place" as const,
      name,
    })),
  };
}

/** FAQPage with exactly the questions the page shows. */
export function faqJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question" as const,
      name: f.question,
      acceptedAnswer: { "@type": "Answer" as const, text: f.answer },
    })),
  };
}

/** A blog article. */
export function articleJsonLd(input: {
  title: string;
  description: string;
  path: string;
  date: string;
  image: string;
}): WithContext<BlogPosting> {
  const url = absoluteUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: url,
    datePublished: input.date,
    dateModified: input.date,
    image: absoluteUrl(input.image),
    author: businessRef(),
    publisher: businessRef(),
  };
}

/** Breadcrumbs of a deep page: each crumb but the last links to its page. */
export function breadcrumbJsonLd(
  crumbs: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem" as const,
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}
