/**
 * Required properties of each JSON-LD type the site publishes (Google's rich-result requirements plus
 * what the business block must carry). Returns a message per problem; [] means the block passes.
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isAbsoluteUrl = (v: unknown) => typeof v === "string" && /^https?:\/\/[^/]+/.test(v);
const nonEmpty = (v: unknown) =>
  (typeof v === "string" && v.trim() !== "") ||
  typeof v === "number" ||
  (Array.isArray(v) && v.length > 0) ||
  isObject(v);

/** Every `@type` used anywhere in a block (to catch self-serving review markup). */
export function typesIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => typesIn(v, out));
  else if (isObject(value)) {
    const t = value["@type"];
    if (typeof t === "string") out.push(t);
    Object.values(value).forEach((v) => typesIn(v, out));
  }
  return out;
}

function need(block: Json, path: string, errors: string[], check: (v: unknown) => boolean = nonEmpty) {
  let value: unknown = block;
  for (const key of path.split(".")) value = isObject(value) ? value[key] : undefined;
  if (!check(value)) errors.push(`${String(block["@type"])}: "${path}" is missing or invalid`);
}

function organisation(block: Json, key: string, errors: string[]) {
  need(block, `${key}.name`, errors);
  need(block, `${key}.@type`, errors, (t) => t === "Organization" || t === "HomeAndConstructionBusiness");
}

export function checkJsonLd(block: unknown): string[] {
  if (!isObject(block)) return ["block is not a JSON object"];
  const errors: string[] = [];
  if (block["@context"] !== "https://schema.org") errors.push(`@context is ${String(block["@context"])}`);
  const forbidden = typesIn(block).filter((t) => t === "AggregateRating" || t === "Review");
  if (forbidden.length) errors.push(`self-serving review markup: ${forbidden.join(", ")}`);

  switch (block["@type"]) {
    case "HomeAndConstructionBusiness":
      for (const p of ["@id", "name", "url", "telephone", "email", "foundingDate", "sameAs", "areaServed"])
        need(block, p, errors);
      for (const p of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"])
        need(block, `address.${p}`, errors);
      need(block, "geo.latitude", errors, (v) => typeof v === "number");
      need(block, "geo.longitude", errors, (v) => typeof v === "number");
      need(
        block,
        "openingHoursSpecification",
        errors,
        (v) =>
          Array.isArray(v) &&
          v.length > 0 &&
          v.every((h) => isObject(h) && h.dayOfWeek && h.opens && h.closes),
      );
      need(block, "logo", errors, isAbsoluteUrl);
      need(block, "identifier.value", errors);
      need(block, "identifier.propertyID", errors);
      break;
    case "Service":
      for (const p of ["name", "description", "serviceType", "areaServed"]) need(block, p, errors);
      need(block, "url", errors, isAbsoluteUrl);
      organisation(block, "provider", errors);
      break;
    case "FAQPage":
      need(
        block,
        "mainEntity",
        errors,
        (v) =>
          Array.isArray(v) &&
          v.length > 0 &&
          v.every(
            (q) =>
              isObject(q) &&
              q["@type"] === "Question" &&
              nonEmpty(q.name) &&
              isObject(q.acceptedAnswer) &&
              q.acceptedAnswer["@type"] === "Answer" &&
              nonEmpty(q.acceptedAnswer.text),
          ),
      );
      break;
    case "BlogPosting":
      need(block, "headline", errors, (v) => typeof v === "string" && v.length > 0 && v.length <= 110);
      need(block, "datePublished", errors, (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v));
      need(block, "image", errors, isAbsoluteUrl);
      need(block, "url", errors, isAbsoluteUrl);
      organisation(block, "author", errors);
      organisation(block, "publisher", errors);
      need(block, "publisher.logo.url", errors, isAbsoluteUrl);
      break;
    case "BreadcrumbList":
      need(
        block,
        "itemListElement",
        errors,
        (v) =>
          Array.isArray(v) &&
          v.length >= 2 &&
          v.every(
            (item, i) =>
              isObject(item) &&
              item["@type"] === "ListItem" &&
              item.position === i + 1 &&
              nonEmpty(item.name) &&
              isAbsoluteUrl(item.item),
          ),
      );
      break;
    case "WebSite":
      need(block, "name", errors);
      need(block, "url", errors, isAbsoluteUrl);
      break;
    case "WebPage":
      need(block, "name", errors);
      need(block, "url", errors, isAbsoluteUrl);
      need(block, "inLanguage", errors, (v) => v === "en-US" || v === "es-US");
      break;
    default:
      errors.push(`unexpected @type ${String(block["@type"])}`);
  }
  return errors;
}
