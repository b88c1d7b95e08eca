// A round user picture drawn like antd's Avatar with its tokens (styles/globals.css, "header controls"),
// for the header, which every page carries; a missing or broken picture shows the user icon, as antd's does.
import { UserOutlined } from '@ant-design/icons';
import { useState } from 'react';

export function PlainAvatar({ src, size = 32 }: { src?: string | null; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  return (
    <span className={`fs-avatar${showImage ? ' fs-avatar-image' : ''}`} style={{ width: size, height: size, fontSize: size / 2 }} aria-hidden="true">
      {showImage ? <img src={src} alt="" onError={() => setFailedSrc(src)} /> : <UserOutlined />}
    </span>
  );
}
