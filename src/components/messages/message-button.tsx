// "Message" on a performer's profile: opens (or starts) the conversation with them; visitors log in first.
import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRouter } from 'next/router';
import { useLoginGate } from '@/components/performers/use-follow';

/** The messages page address that opens the conversation with this performer. */
export const messagePerformerHref = (performerId: string) => `/messages?toSource=performer&toId=${encodeURIComponent(performerId)}`;

export function MessageButton({ performerId }: { performerId: string }) {
  const router = useRouter();
  const gate = useLoginGate();
  return (
    <Button icon={<MessageOutlined />} onClick={() => gate(() => void router.push(messagePerformerHref(performerId)))} data-testid="profile-message">
      Message
    </Button>
  );
}
