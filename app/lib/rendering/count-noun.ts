/**
 * "1 lead", "3 leads", "2 deliveries": a count with its English noun, for the lines only the office and the
 * operator read in English (the command-line tools, the notification e-mails, the logs). Public copy states
 * its counts in each language's own module (`app/content/`).
 */
export function countNoun(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
