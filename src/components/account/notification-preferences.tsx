// The account's "Notifications" section: one email switch per kind of news that is also emailed, only the
// kinds that can reach this user (a performer's sales, payouts and verification; anyone's followed lives and
// orders). Each switch saves at once; the answer is the server's view of every switch.
import { Flex, Skeleton, Switch } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useState } from 'react';
import { useSave } from '@/components/common/use-save';
import type { EmailedKind, EmailPreferences } from '@/contracts/notifications';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { notificationService } from '@/services/notifications.api';

const LABELS: Record<EmailedKind, { title: string; detail: string }> = {
  subscriber: { title: 'New subscribers', detail: 'A fan subscribes to you or starts a free trial.' },
  renewal: { title: 'Renewals', detail: 'A subscriber pays for another period.' },
  tip: { title: 'Tips', detail: 'A fan sends you a tip.' },
  purchase: { title: 'Sales', detail: 'A fan buys a post, video, gallery, product, paid message or ticket.' },
  'payout-status': { title: 'Payouts', detail: 'A payout request of yours is approved, rejected or paid.' },
  verification: { title: 'Verification', detail: 'An admin reviews your ID documents.' },
  live: { title: 'Live sessions', detail: 'A performer you follow or subscribe to goes live.' },
  'order-status': { title: 'Orders', detail: 'An order of yours is shipped, delivered, cancelled or refunded.' },
};

/** The emailed kinds a user can receive: a performer's business, and what every buyer and follower hears. */
export const emailKindsFor = (isPerformer: boolean): EmailedKind[] =>
  isPerformer ? ['subscriber', 'renewal', 'tip', 'purchase', 'payout-status', 'verification', 'live', 'order-status'] : ['live', 'order-status'];

export function NotificationPreferences({ isPerformer }: { isPerformer: boolean }) {
  const [email, setEmail] = useState<EmailPreferences | null>(null);
  const [failed, setFailed] = useState(false);
  const { saving, run } = useSave('Your email choice could not be saved. Please try again.');

  useEffect(() => {
    let live = true;
    notificationService.preferences().then(
      (answer) => live && setEmail(answer.data.email),
      (error: unknown) => {
        if (!live) return;
        setFailed(true);
        notifyError(errorMessageOr(error, 'Your email choices could not be loaded. Please try again.'));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const change = (kind: EmailedKind, on: boolean) =>
    run(async () => {
      const answer = await notificationService.updatePreferences({ email: { [kind]: on } });
      setEmail(answer.data.email);
      notifySuccess(on ? `${LABELS[kind].title}: emails on` : `${LABELS[kind].title}: emails off`);
    });

  if (failed) return <Typography.Text type="secondary">Your email choices could not be loaded.</Typography.Text>;
  if (!email) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }} data-testid="notification-preferences">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Everything shows on your notifications page. Choose what also comes by email.
      </Typography.Paragraph>
      {emailKindsFor(isPerformer).map((kind) => (
        <Flex key={kind} justify="space-between" align="center" gap={16}>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong id={`email-${kind}`}>
              {LABELS[kind].title}
            </Typography.Text>
            <Typography.Text type="secondary">{LABELS[kind].detail}</Typography.Text>
          </Flex>
          <Switch
            checked={email[kind]}
            disabled={saving}
            onChange={(on) => void change(kind, on)}
            aria-labelledby={`email-${kind}`}
            data-testid={`email-switch-${kind}`}
          />
        </Flex>
      ))}
    </Flex>
  );
}
