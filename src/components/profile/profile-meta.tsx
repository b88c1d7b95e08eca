// Share tags for a public profile (OpenGraph and Twitter cards), so a shared link previews the person.
// Performers' profiles are a PublicUser too (same fields, more of them).
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

export interface ShareTags {
  title: string;
  description: string;
  image: string;
  url: string;
  /** A wide cover previews as a large card; a square avatar as a small one. */
  twitterCard: 'summary' | 'summary_large_image';
}

export function shareTagsOf(profile: PublicUser, origin: string, siteName: string): ShareTags {
  const name = profile.name || profile.username || 'Profile';
  return {
    title: profile.username ? `${name} (@${profile.username})` : name,
    description: profileDescription(profile, siteName),
    image: absoluteUrl(profile.cover || profile.avatar, origin),
    url: absoluteUrl(`/${profile.username || profile._id}`, origin),
    twitterCard: profile.cover ? 'summary_large_image' : 'summary',
  };
}

export function ProfileMeta({ profile, origin }: { profile: PublicUser; origin: string }) {
  const { siteName } = useAppSelector(selectUI);
  const { title, description, image, url, twitterCard } = shareTagsOf(profile, origin, siteName);
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
      <meta key="twitter:card" name="twitter:card" content={twitterCard} />
      <meta key="twitter:title" name="twitter:title" content={title} />
      <meta key="twitter:description" name="twitter:description" content={description} />
      <meta key="twitter:image" name="twitter:image" content={image} />
    </Head>
  );
}
