// Times in the messages pages: today's as hours and minutes, older ones with their date.
const timeOfDay = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const dayOnly = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

const parse = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** Under a message: "14:05" today, "3 Mar, 14:05" before. */
export function formatMessageTime(iso: string | null | undefined, now = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  return sameDay(date, now) ? timeOfDay.format(date) : dayAndTime.format(date);
}

/** In the conversation list: "14:05" today, "3 Mar 2025" before. */
export function formatListTime(iso: string | null | undefined, now = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  return sameDay(date, now) ? timeOfDay.format(date) : dayOnly.format(date);
}
