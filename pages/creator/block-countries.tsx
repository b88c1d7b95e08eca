// The countries whose visitors may not see this performer (docs/business-rules.md "Safety").
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { BlockCountriesPage } from '@/components/creator/block-countries-page';
import type { AppPage } from '@/lib/page';

const CreatorBlockCountriesPage: AppPage = () => <BlockCountriesPage />;
CreatorBlockCountriesPage.layout = 'primary';
CreatorBlockCountriesPage.authenticate = true;
CreatorBlockCountriesPage.onlyPerformer = true;

export default withAntdTheme(CreatorBlockCountriesPage);
