// "Send test email": a message through the mail settings in force (saved ones: save first), with the server's
// sentence, success or the mail server's refusal, shown where the button is.
import { Alert, Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { getResponseError } from '@/lib/notify';
import { settingsService } from '@/services/settings.api';

export function TestEmail({ defaultTo }: { defaultTo: string }) {
  const [to, setTo] = useState(defaultTo);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function send() {
    setSending(true);
    setAnswer(null);
    try {
      const res = await settingsService.testEmail(to.trim());
      setAnswer({ ok: true, text: res.data.message });
    } catch (e) {
      setAnswer({ ok: false, text: getResponseError(e) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Flex vertical gap={8} data-testid="admin-settings-test-email">
      <Flex gap={8} wrap>
        <Input
          type="email"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          placeholder="you@example.com"
          aria-label="Send the test email to"
          style={{ flex: '1 1 220px', minWidth: 0 }}
          data-testid="admin-settings-test-email-to"
        />
        <Button onClick={() => void send()} loading={sending} disabled={!to.trim()} data-testid="admin-settings-test-email-send">
          Send test email
        </Button>
      </Flex>
      {answer && <Alert type={answer.ok ? 'success' : 'error'} showIcon message={answer.text} data-testid="admin-settings-test-email-answer" />}
    </Flex>
  );
}
