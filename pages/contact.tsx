// Contact the site's admins (linked from the footer).
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { ContactForm } from '@/components/contact/contact-form';
import type { AppPage } from '@/lib/page';

const ContactPage: AppPage = () => (
  <PageContainer maxWidth={640}>
    <PageHead title="Contact us" />
    <ContactForm />
  </PageContainer>
);
ContactPage.layout = 'primary';

export default withAntdTheme(ContactPage);
