// The "where else can I go" lines under the auth forms.
import { Flex, Typography } from 'antd';
import Link from 'next/link';

export function AuthLinks({ links }: { links: { href: string; label: string; lead?: string }[] }) {
  return (
    <Flex vertical gap={6} align="center" style={{ marginTop: 20 }}>
      {links.map(({ href, label, lead }) => (
        <Typography.Text key={href} type="secondary">
          {lead ? `${lead} ` : null}
          {/* Underlined: within a line of text a link must not be told apart by its colour alone. */}
          <Link href={href} style={{ textDecoration: 'underline' }}>
            {label}
          </Link>
        </Typography.Text>
      ))}
    </Flex>
  );
}
