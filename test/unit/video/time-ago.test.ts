// A comment's age as it reads in a conversation.
import { timeAgo } from '@/components/comments/time-ago';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('timeAgo', () => {
  it('reads minutes, hours and days, then the date', () => {
    expect(timeAgo(ago(20_000), NOW)).toBe('just now');
    expect(timeAgo(ago(-5_000), NOW)).toBe('just now');
    expect(timeAgo(ago(5 * 60_000), NOW)).toBe('5 min ago');
    expect(timeAgo(ago(3 * 3600_000 + 59_000), NOW)).toBe('3 h ago');
    expect(timeAgo(ago(2 * 86_400_000), NOW)).toBe('2 d ago');
    expect(timeAgo('2026-10-01T08:00:00Z', NOW)).toBe('Oct 1, 2026');
    expect(timeAgo('not a date', NOW)).toBe('');
  });
});
