// The document title of a page, followed by the site name.
import Head from 'next/head';
import { useAppSelector } from '@/redux/hooks';
import { selectUI } from '@/redux/ui/selectors';

export function PageHead({ title }: { title: string }) {
  const { siteName } = useAppSelector(selectUI);
  return (
    <Head>
      <title>{siteName ? `${title} | ${siteName}` : title}</title>
    </Head>
  );
}
