// The "where else can I go" lines under the auth forms (plain elements in antd's secondary text colour, as
// auth-heading.tsx, without Typography's or Flex's code).
import { theme } from 'antd';
import Link from '@/components/common/app-link';

export function AuthLinks({ links }: { links: { href: string; label: string; lead?: string }[] }) {
  const { cssVar } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, marginTop: 20 }}>
      {links.map(({ href, label, lead }) => (
        <span key={href} style={{ color: cssVar.colorTextSecondary }}>
          {lead ? `${lead} ` : null}
          {/* Underlined: within a line of text a link must not be told apart by its colour alone. */}
          <Link href={href} style={{ textDecoration: 'underline' }}>
            {label}
          </Link>
        </span>
      ))}
    </div>
  );
}
