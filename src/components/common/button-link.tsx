// An antd button that is a real link (an <a>, so it can be opened in a new tab) and navigates client-side
// on a plain click. Wrapping a <button> in next/link would nest interactive elements.
import { Button, type ButtonProps } from 'antd';
import Router from 'next/router';
import type { MouseEvent } from 'react';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { href: string };

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function ButtonLink({ href, ...rest }: Props) {
  return (
    <Button
      {...rest}
      href={href}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        void Router.push(href);
      }}
    />
  );
}
