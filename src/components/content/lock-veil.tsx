// The pieces every locked item (post, gallery, video) shows the same way: the dark veil with the lock and the
// call to action over a blurred picture, the free teaser clip, and the subscribe step through the plans dialog.
import { LockOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { PublicUser } from '@/contracts/users';
import { useLoginGate } from '@/components/performers/use-follow';
import { useAppDispatch } from '@/redux/hooks';
import { setSubscription } from '@/redux/subscription/actions';
import { veilStyle } from './veil-style';

/** The author card an item carries; the subscription slice wants a whole performer. */
type AuthorCard = Omit<PublicUser, 'cover' | 'isPerformer' | 'bio'>;

/** Opens the plans dialog for the item's author (a visitor is sent to log in first). */
export function useSubscribeTo(author: AuthorCard) {
  const dispatch = useAppDispatch();
  const gate = useLoginGate();
  const performer: PublicUser = { ...author, cover: null, isPerformer: true, bio: null };
  return () => gate(() => dispatch(setSubscription({ showModal: true, performer, subscriptionType: 'monthly' })));
}

export interface LockVeilProps {
  /** How dark the veil is (0 to 1). */
  shade: number;
  iconSize: number;
  iconTestId?: string;
  headline: string;
  headlineStyle?: CSSProperties;
  /** The way in: a subscribe or a buy button. */
  children: ReactNode;
}

/** Laid over the blurred picture, which sits in a positioned box. */
export function LockVeil({ shade, iconSize, iconTestId, headline, headlineStyle, children }: LockVeilProps) {
  const { token } = theme.useToken();
  const veil = veilStyle({ shade, gap: token.marginSM, padding: token.padding });
  return (
    <div style={veil}>
      <LockOutlined style={{ fontSize: iconSize }} aria-hidden data-testid={iconTestId} />
      <Typography.Text strong style={{ color: 'inherit', ...headlineStyle }}>
        {headline}
      </Typography.Text>
      {children}
    </div>
  );
}

/** The free teaser clip of a locked item. */
export function TeaserClip({ src, poster, testId }: { src: string; poster: string | undefined; testId: string }) {
  const { token, cssVar } = theme.useToken();
  return (
    <video
      src={src}
      poster={poster}
      controls
      playsInline
      preload="metadata"
      style={{ width: '100%', maxHeight: 360, borderRadius: token.borderRadius, background: cssVar.colorFillTertiary }}
      data-testid={testId}
    />
  );
}
