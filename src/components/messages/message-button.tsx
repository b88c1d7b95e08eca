// "Message" on a performer's profile: opens (or starts) the conversation with them; visitors log in first. A
// plain button, so the profile's first load carries none of antd.
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { useRouter } from 'next/router';
import { PlainButton } from '@/components/common/plain-button';
import { PlainIcon } from '@/components/common/plain-icon';
import { useLoginGate } from '@/components/performers/use-follow';

/** The messages page address that opens the conversation with this performer. */
export const messagePerformerHref = (performerId: string) => `/messages?toSource=performer&toId=${encodeURIComponent(performerId)}`;

export function MessageButton({ performerId }: { performerId: string }) {
  const router = useRouter();
  const gate = useLoginGate();
  return (
    <PlainButton icon={<PlainIcon icon={MessageOutlined} />} onClick={() => gate(() => void router.push(messagePerformerHref(performerId)))} data-testid="profile-message">
      Message
    </PlainButton>
  );
}
