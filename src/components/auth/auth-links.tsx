// The "where else can I go" lines under the auth forms (plain elements in antd's secondary text colour, as
// auth-heading.tsx, without Typography's or Flex's code). The links do not prefetch in view: Next would load and
// run the register and sign-up pages' scripts (antd's form engine among them) while a phone is still starting the
// login page, 100-200 ms of its main thread; a hover or a touch still prefetches.
import { theme } from 'antd';
import Link from 'next/link';

export function AuthLinks({ links }: { links: { href: string; label: string; lead?: string }[] }) {
  const { cssVar } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, marginTop: 20 }}>
      {links.map(({ href, label, lead }) => (
        <span key={href} style={{ color: cssVar.colorTextSecondary }}>
          {lead ? `${lead} ` : null}
          {/* Underlined: within a line of text a link must not be told apart by its colour alone. */}
          <Link prefetch={false} href={href} style={{ textDecoration: 'underline' }}>
            {label}
          </Link>
        </span>
      ))}
    </div>
  );
}
