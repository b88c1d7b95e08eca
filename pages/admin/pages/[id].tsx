// One static page in the editor, or a new one at /admin/pages/new.
import { useRouter } from 'next/router';
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PageEditor } from '@/components/admin/pages/page-editor';
import type { AppPage } from '@/lib/page';

const EditPagePage: AppPage = () => {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  // The key starts afresh when the address moves to another page.
  return id ? <PageEditor key={id} id={id === 'new' ? null : id} /> : null;
};
EditPagePage.layout = 'primary';
EditPagePage.authenticate = true;
EditPagePage.onlyAdmin = true;

export default withAntdTheme(EditPagePage);
