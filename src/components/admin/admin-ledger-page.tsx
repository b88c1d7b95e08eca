// /admin/ledger: runs the ledger check (docs/money.md "The ledger"): every balance re-derived from the
// entries, every transaction balanced, no funded account below zero. OK, or the list of problems.
import { CheckCircleOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Statistic } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import { errorMessageOr, notifyError } from '@/lib/notify';
import { adminMoneyService, type LedgerCheck } from '@/services/admin-money.api';
import { AdminSection } from './admin-section';

const CHECK_FAILED = 'Could not run the ledger check, please try again later';

function CheckResult({ result }: { result: LedgerCheck }) {
  return (
    <Flex vertical gap={16} data-testid="admin-ledger-status" data-ok={String(result.ok)}>
      {result.ok ? (
        <Alert type="success" showIcon icon={<CheckCircleOutlined />} title="The books agree" description="Every balance matches its ledger entries and every transaction sums to zero." />
      ) : (
        <Alert
          type="error"
          showIcon
          icon={<WarningOutlined />}
          title={`${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} found`}
          description="Balances and the ledger disagree. Nothing was changed: the list below says where to look."
        />
      )}
      <Flex gap={32} wrap>
        <Statistic title="Transactions checked" value={result.transactions} />
        <Statistic title="Accounts checked" value={result.accounts} />
        <Statistic title="Problems" value={result.problems.length} />
      </Flex>
      {result.problems.length > 0 ? (
        <PlainCard size="small" title="Problems">
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {result.problems.map((problem, i) => (
              <li key={`${i}:${problem}`} data-testid="admin-ledger-problem">
                <Typography.Text style={{ wordBreak: 'break-word' }}>{problem}</Typography.Text>
              </li>
            ))}
          </ul>
        </PlainCard>
      ) : null}
    </Flex>
  );
}

export function AdminLedgerPage() {
  const [result, setResult] = useState<LedgerCheck | null>(null);
  const [running, setRunning] = useState(false);

  async function run() {
    setRunning(true);
    try {
      setResult((await adminMoneyService.checkLedger()).data);
    } catch (e) {
      notifyError(errorMessageOr(e, CHECK_FAILED));
    } finally {
      setRunning(false);
    }
  }

  return (
    <AdminSection title="Ledger check" maxWidth={960}>
      <PlainCard>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Re-derives every wallet, earnings and payout balance from the append-only ledger and reports any disagreement. It only reads: running it
            is always safe.
          </Typography.Paragraph>
          <div>
            <Button type="primary" icon={<SafetyCertificateOutlined />} loading={running} onClick={() => void run()} data-testid="admin-ledger-run">
              {result ? 'Run the check again' : 'Run the check'}
            </Button>
          </div>
          {result ? <CheckResult result={result} /> : null}
        </Flex>
      </PlainCard>
    </AdminSection>
  );
}
