// An antd Button that is a real link (<a href>: middle-click, no-JS and screen readers work) yet navigates
// in-app through the router; a <button> inside a link's <a> would be invalid HTML.
import { Button, type ButtonProps } from 'antd';
import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import { isPlainClick } from '@/lib/plain-click';

export type LinkButtonProps = Omit<ButtonProps, 'href'> & { href: string };

export function LinkButton({ href, onClick, ...rest }: LinkButtonProps) {
  const router = useRouter();
  const handleClick = (e: MouseEvent<HTMLElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !isPlainClick(e)) return;
    e.preventDefault();
    void router.push(href);
  };
  return <Button {...rest} href={href} onClick={handleClick} />;
}
