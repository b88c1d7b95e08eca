// The platform's share of one performer's sales: the site's performerCommission, or an override in percent
// (0 is valid: the performer keeps everything). Applies to sales from now on.
import { Button, Checkbox, Flex, InputNumber } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { useState } from 'react';
import type { z } from 'zod';
import { PlainCard } from '@/components/layout/plain-card';
import type { AdminPerformer } from '@/contracts/performers';
import { performersContract } from '@/components/common/contracts-on-demand';
import { useSchema } from '@/components/common/schemas-on-demand';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { adminMoneyService } from '@/services/admin-money.api';

export const COMMISSION_SAVED = 'Changes saved';
const COMMISSION_FAILED = 'Error occurred, please try again later';
const MISSING = 'Enter the commission in percent, from 0 to 100';

/** The API's rule for the percentage, fetched on first use. */
const commissionRule = performersContract.pick((m) => m.commissionOverrideBody.shape.commissionPercentage);

function problemWith(rule: z.ZodType, value: number | null): string | null {
  const parsed = rule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check this value.');
}

/** Why `value` cannot be sent, or null: the same rule the API applies. */
export async function commissionProblem(value: number | null): Promise<string | null> {
  return problemWith(await commissionRule(), value);
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

  const rule = useSchema(commissionRule);
  const wanted = useSite ? null : value;
  // Shown once the rule has arrived; saving checks with it in any case.
  const problem = useSite ? null : value === null ? MISSING : rule ? problemWith(rule, value) : null;
  const unchanged = wanted === stored;

  async function save() {
    setSaving(true);
    try {
      if (wanted === null ? !useSite : await commissionProblem(wanted)) return;
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
    <PlainCard size="small" title="Commission">
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
    </PlainCard>
  );
}
