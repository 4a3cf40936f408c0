/** Office dates and times, in the contractor's zone (Pacific), short and unambiguous. */
const FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const officeDateTime = (value: string | number | Date): string => FORMAT.format(new Date(value));
