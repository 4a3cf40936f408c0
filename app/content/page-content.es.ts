/** The Spanish records of every page: the same exports as page-content.en.ts, from the twins in es/. */
export { about } from "./es/about";
export { bookingPage as booking } from "./es/booking/booking-copy";
export { areas } from "./es/areas";
export { home } from "./es/home";
export { pages } from "./es/pages";
export { privacy } from "./es/privacy";
export { reviewPolicy } from "./es/review-policy";
export { serviceOverview, servicePages, services, servicesById } from "./es/services";
export { testimonials } from "./es/testimonials";
export { projects } from "./es/projects";
export { galleryCategories } from "./es/gallery-categories";
export { references } from "./es/references";
