// antd Table's onRow answers row attributes; its type has no room for data-* keys, which rows need for tests.
import type { HTMLAttributes } from 'react';

export function rowTestId(testId: string, data: Record<string, string | null | undefined> = {}): HTMLAttributes<HTMLElement> {
  const attributes: Record<string, string> = { 'data-testid': testId };
  for (const [key, value] of Object.entries(data)) if (value !== null && value !== undefined) attributes[`data-${key}`] = value;
  return attributes as HTMLAttributes<HTMLElement>;
}
