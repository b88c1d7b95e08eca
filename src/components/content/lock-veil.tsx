// The pieces every locked item (post, gallery, video) shows the same way: the dark veil with the lock and the
// call to action over a blurred picture and the free teaser clip (the subscribe step is use-subscribe-to.ts).
import { LockOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { veilStyle } from './veil-style';

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
      <strong style={{ color: 'inherit', fontWeight: token.fontWeightStrong, ...headlineStyle }}>{headline}</strong>
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
