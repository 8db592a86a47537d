/** A YYYY-MM-DD day as "June 5, 2026", the same on the server and in the browser (no time zone shift). */
export function formatNewsDate(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
