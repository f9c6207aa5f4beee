/** `2026-11-02` as "November 2, 2026", the same on the server and in every time zone. */
export function formatPostDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
