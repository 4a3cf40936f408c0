/** The English records of every page (page-content.ts pairs them with the Spanish). */
export { about } from "./about";
export { bookingPage as booking } from "./booking/booking-copy";
export { areas } from "./areas";
export { home } from "./home";
export { pages } from "./pages";
export { privacy } from "./privacy";
export { reviewPolicy } from "./review-policy";
export { serviceOverview, servicePages, services, servicesById } from "./services";
export { testimonials } from "./testimonials";
export { projects } from "./projects";
import { galleryCategories as categories, type GallerySlug } from "./gallery-categories";

/** The gallery's categories; their names are words (any string), their slugs facts. */
export const galleryCategories: readonly { slug: GallerySlug; name: string }[] = categories;
export { references } from "./references";
