// A round user picture drawn like antd's Avatar with its tokens (styles/globals.css, "header controls"),
// for the header, which every page carries, and the lists of performers; a missing or broken picture shows
// the user icon, as antd's does (from the site's icon file, as the shell draws it: no outline in the code).
import { useState, type CSSProperties } from 'react';
import { ShellIcon } from './shell-icons';
import styles from './plain-avatar.module.css';

export interface PlainAvatarProps {
  src?: string | null;
  size?: number;
  /** When the picture loads: at once, or once it nears the view; either way it decodes without holding up the page. */
  loading?: 'eager' | 'lazy';
  /** Classes added to the frame's own. */
  className?: string;
  style?: CSSProperties;
}

export function PlainAvatar({ src, size = 32, loading, className, style }: PlainAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  // The sizes the pages use have a class; any other is set inline.
  const sizeClass: string | undefined = styles[`s${size}`];
  const sized = sizeClass ? style : { width: size, height: size, fontSize: size / 2, ...style };
  return (
    <span
      className={['fs-avatar', showImage ? 'fs-avatar-image' : '', sizeClass ?? '', className ?? ''].filter(Boolean).join(' ')}
      style={sized}
      aria-hidden="true"
    >
      {showImage ? <img src={src} alt="" loading={loading} decoding={loading ? 'async' : undefined} onError={() => setFailedSrc(src)} /> : <ShellIcon icon="UserOutlined" />}
    </span>
  );
}
