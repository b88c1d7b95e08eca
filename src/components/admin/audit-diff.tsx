// An audit entry's before and after as a readable list of the fields that changed: the old value struck
// through, the new one after it. Fields that stayed the same are left out; values are shown as written.
import { Flex } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { AuditEntry } from '@/contracts/admin-audit';

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** The fields whose value differs between before and after, in the order they first appear. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }))
    .filter((change) => change.before !== change.after);
}

export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry);
  return (
    <Flex vertical gap={4} style={{ overflowWrap: 'anywhere' }} data-testid={`audit-diff-${entry._id}`}>
      {changes.length === 0 ? <Typography.Text type="secondary">No recorded field changes.</Typography.Text> : null}
      {changes.map(({ field, before, after }) => (
        <Typography.Text key={field} data-testid="audit-diff-line">
          <Typography.Text strong>{field}</Typography.Text>:{' '}
          {entry.before ? (
            <>
              <Typography.Text delete type="secondary">
                {before}
              </Typography.Text>{' '}
              →{' '}
            </>
          ) : null}
          <Typography.Text>{after}</Typography.Text>
        </Typography.Text>
      ))}
      <Typography.Text type="secondary">
        {entry.route}
        {entry.ip ? ` · from ${entry.ip}` : ''}
      </Typography.Text>
    </Flex>
  );
}
