// The performer's earnings: totals, a per-day chart and every sale in the chosen range.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { EarningsPage } from '@/components/earnings/earnings-page';
import type { AppPage } from '@/lib/page';

const EarningPage: AppPage = () => <EarningsPage />;
EarningPage.layout = 'primary';
EarningPage.authenticate = true;
EarningPage.onlyPerformer = true;

export default withAntdTheme(EarningPage);
