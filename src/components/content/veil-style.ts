// The dark veil laid over a blurred picture of something locked (a post, a gallery, a video, a paid message).
import type { CSSProperties } from 'react';

/** Fills its positioned box and stacks the lock, the headline and the way in at its centre. */
export function veilStyle({ shade, gap, padding }: { shade: number; gap: number; padding: number }): CSSProperties {
  return {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap,
    padding,
    textAlign: 'center',
    // Dark in both themes: the text on it is always light.
    background: `rgba(0, 0, 0, ${shade})`,
    color: '#fff',
  };
}
