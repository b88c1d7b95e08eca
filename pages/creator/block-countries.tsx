// The countries whose visitors may not see this performer (RULES.md "Safety").
import { BlockCountriesPage } from '@/components/creator/block-countries-page';
import type { AppPage } from '@/lib/page';

const CreatorBlockCountriesPage: AppPage = () => <BlockCountriesPage />;
CreatorBlockCountriesPage.layout = 'primary';
CreatorBlockCountriesPage.authenticate = true;
CreatorBlockCountriesPage.onlyPerformer = true;

export default CreatorBlockCountriesPage;
