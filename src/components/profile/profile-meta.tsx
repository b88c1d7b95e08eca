// Share tags for a public profile (OpenGraph and Twitter cards), so a shared link previews the person.
import Head from 'next/head';
import type { PublicUser } from '@/contracts/users';
import { useAppSelector } from '@/redux/hooks';
import { selectUI } from '@/redux/ui/selectors';
import { absoluteUrl } from './load-profile';

const DESCRIPTION_MAX = 200;

export function profileDescription(profile: PublicUser, siteName: string): string {
  const bio = profile.bio?.replace(/\s+/g, ' ').trim();
  if (!bio) return `${profile.name || profile.username} on ${siteName}`;
  return bio.length > DESCRIPTION_MAX ? `${bio.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : bio;
}

export function ProfileMeta({ profile, origin }: { profile: PublicUser; origin: string }) {
  const { siteName } = useAppSelector(selectUI);
  const name = profile.name || profile.username || 'Profile';
  const title = profile.username ? `${name} (@${profile.username})` : name;
  const description = profileDescription(profile, siteName);
  const image = absoluteUrl(profile.avatar, origin);
  const url = absoluteUrl(`/${profile.username || profile._id}`, origin);
  return (
    <Head>
      <title>{`${title} | ${siteName}`}</title>
      <meta key="description" name="description" content={description} />
      <link key="canonical" rel="canonical" href={url} />
      <meta key="og:type" property="og:type" content="profile" />
      <meta key="og:title" property="og:title" content={title} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:image" property="og:image" content={image} />
      <meta key="og:url" property="og:url" content={url} />
      <meta key="og:site_name" property="og:site_name" content={siteName} />
      {profile.username ? <meta key="profile:username" property="profile:username" content={profile.username} /> : null}
      <meta key="twitter:card" name="twitter:card" content="summary" />
      <meta key="twitter:title" name="twitter:title" content={title} />
      <meta key="twitter:description" name="twitter:description" content={description} />
      <meta key="twitter:image" name="twitter:image" content={image} />
    </Head>
  );
}
