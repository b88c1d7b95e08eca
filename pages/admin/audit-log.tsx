// What admins did, newest first, with filters and each change's before and after.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AuditLogPage } from '@/components/admin/audit-log-page';
import type { AppPage } from '@/lib/page';

const AuditLog: AppPage = () => <AuditLogPage />;
AuditLog.layout = 'primary';
AuditLog.authenticate = true;
AuditLog.onlyAdmin = true;

export default withAntdTheme(AuditLog);
