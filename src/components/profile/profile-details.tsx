// A performer's facts: follower and subscriber counts, where they are, the languages they speak and the
// attributes they filled in, each named for people (optionLabel).
import type { PublicPerformer } from '@/contracts/performers';
import { optionFieldLabels, optionLabel, performerOptionFields } from '@/contracts/performer-options';
import { countryName } from '@/components/common/countries';
import { cssVar, token } from '@/components/common/plain-tokens';

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

/** A count with its name above it, as antd's Statistic draws it (grouped digits: 1,234). */
function Count({ title, value, testId }: { title: string; value: number; testId: string }) {
  return (
    <div data-testid={testId}>
      <div style={{ marginBottom: token.marginXXS, fontSize: token.fontSize, color: cssVar.colorTextDescription }}>{title}</div>
      <div style={{ fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: cssVar.colorTextHeading }}>
        {value.toLocaleString('en-US')}
      </div>
    </div>
  );
}

export function ProfileStats({ followers, subscribers }: { followers: number; subscribers: number }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
      <Count title="Followers" value={followers} testId="profile-followers" />
      <Count title="Subscribers" value={subscribers} testId="profile-subscribers" />
    </div>
  );
}

/**
 * The details as a grid that CSS alone lays out: as many columns of at least 220 px as fit (one on a
 * phone, up to three on a wide screen). antd's Descriptions chose its columns from the window's width in
 * the browser only, so the server's rows were laid out again after load (a layout shift on phones).
 */
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
  return (
    <section aria-labelledby="profile-details-title" data-testid="profile-details">
      <h3
        id="profile-details-title"
        style={{ margin: `0 0 ${token.marginMD}px`, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightLG, color: cssVar.colorTextHeading }}
      >
        About
      </h3>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          columnGap: token.marginLG,
          rowGap: token.paddingXS,
          margin: 0,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {items.map((item) => (
          <div key={item.key} style={{ display: 'flex', gap: token.marginXS, minWidth: 0 }}>
            <dt style={{ flex: 'none', color: cssVar.colorTextTertiary }}>{item.label}</dt>
            <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere', color: cssVar.colorText }}>{item.children}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
