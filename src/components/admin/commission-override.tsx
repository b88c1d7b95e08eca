// The platform's share of one performer's sales: the site's performerCommission, or an override in percent
// (0 is valid: the performer keeps everything). Applies to sales from now on.
import { Button, Card, Checkbox, Flex, InputNumber, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { commissionOverrideBody, type AdminPerformer } from '@/contracts/performers';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { adminMoneyService } from '@/services/admin-money.api';

export const COMMISSION_SAVED = 'Changes saved';
const COMMISSION_FAILED = 'Error occurred, please try again later';

/** Why `value` cannot be sent, or null: the same rule the API applies. */
export function commissionProblem(value: number | null): string | null {
  const parsed = commissionOverrideBody.shape.commissionPercentage.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check this value.');
}

interface Props {
  performer: AdminPerformer;
  onSaved: (performer: AdminPerformer) => void;
}

export function CommissionOverride({ performer, onSaved }: Props) {
  const stored = performer.commissionPercentage ?? null;
  const [useSite, setUseSite] = useState(stored === null);
  const [value, setValue] = useState<number | null>(stored);
  const [saving, setSaving] = useState(false);

  const wanted = useSite ? null : value;
  const problem = useSite ? null : value === null ? 'Enter the commission in percent, from 0 to 100' : commissionProblem(value);
  const unchanged = wanted === stored;

  async function save() {
    setSaving(true);
    try {
      const answer = await adminMoneyService.setCommission(performer._id, wanted);
      notifySuccess(COMMISSION_SAVED);
      onSaved(answer.data);
    } catch (e) {
      notifyError(errorMessageOr(e, COMMISSION_FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small" title="Commission">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          The platform’s share of this performer’s sales from now on. By default the <Link href="/admin/settings">site setting</Link> applies.
        </Typography.Text>
        <Checkbox checked={useSite} onChange={(e) => setUseSite(e.target.checked)} data-testid="admin-commission-use-site">
          Use the site setting
        </Checkbox>
        <Flex gap={8} wrap align="flex-start">
          <Flex vertical gap={4}>
            <InputNumber<number>
              aria-label="Commission in percent"
              min={0}
              max={100}
              step={0.5}
              precision={2}
              suffix="%"
              disabled={useSite}
              value={useSite ? null : value}
              onChange={(v) => setValue(v ?? null)}
              status={problem ? 'error' : undefined}
              style={{ width: 160 }}
              data-testid="admin-commission-input"
            />
            {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
          </Flex>
          <Button type="primary" loading={saving} disabled={unchanged || problem !== null} onClick={() => void save()} data-testid="admin-commission-save">
            Save
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
