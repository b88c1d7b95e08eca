// A performer's facts: follower and subscriber counts, where they are, the languages they speak and the
// attributes they filled in, each named for people (optionLabel).
import { Descriptions, Flex, Statistic } from 'antd';
import type { PublicPerformer } from '@/contracts/performers';
import { optionFieldLabels, optionLabel, performerOptionFields } from '@/contracts/performer-options';
import { countryName } from '@/components/common/countries';

let languageNames: Intl.DisplayNames | null | undefined;
/** "en" -> "English" (English names, so the server render and the browser agree). */
export function languageName(code: string): string {
  if (languageNames === undefined) {
    try {
      languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
    } catch {
      languageNames = null;
    }
  }
  try {
    return languageNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Austin, TX, United States": the parts the performer gave. */
export function locationOf(p: Pick<PublicPerformer, 'city' | 'state' | 'country'>): string {
  return [p.city, p.state, p.country ? countryName(p.country) : null].filter(Boolean).join(', ');
}

export function ProfileStats({ followers, subscribers }: { followers: number; subscribers: number }) {
  return (
    <Flex gap={32} wrap>
      <Statistic title="Followers" value={followers} data-testid="profile-followers" />
      <Statistic title="Subscribers" value={subscribers} data-testid="profile-subscribers" />
    </Flex>
  );
}

export function ProfileDetails({ performer }: { performer: PublicPerformer }) {
  const location = locationOf(performer);
  const items = [
    ...(location ? [{ key: 'location', label: 'Location', children: location }] : []),
    ...(performer.languages.length
      ? [{ key: 'languages', label: 'Languages', children: performer.languages.map(languageName).join(', ') }]
      : []),
    ...performerOptionFields
      .filter((field) => performer[field])
      .map((field) => ({ key: field, label: optionFieldLabels[field], children: optionLabel(field, performer[field]!) })),
  ];
  if (!items.length) return null;
  return <Descriptions title="About" size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} data-testid="profile-details" />;
}
