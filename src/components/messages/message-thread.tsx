// A conversation's messages, oldest first, in a scrolling box that starts at the newest. Scrolling near the
// top asks for older messages; when they arrive above, the messages in view stay where they were. While the
// person reads the newest (they have not scrolled up), the box stays at the bottom as its content grows:
// pictures take their height when they load, after the first scroll to the bottom.
import { Empty, Flex, Spin, theme } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Message } from '@/contracts/messages';
import { MessageBubble } from './message-bubble';

/** How close to the top (px) a scroll asks for older messages. */
const LOAD_OLDER_AT = 48;
/** How close to the bottom (px) still counts as reading the newest message. */
const AT_BOTTOM = 32;

export interface MessageThreadProps {
  messages: Message[];
  total: number;
  fetching: boolean;
  meId: string;
  onLoadOlder: () => void;
  onDelete: (message: Message) => void;
  onReread: (message: Message) => Promise<void> | void;
}

// Layout effects run before paint (no jump); the server render has no layout, hence the plain effect there.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function MessageThread({ messages, total, fetching, meId, onLoadOlder, onDelete, onReread }: MessageThreadProps) {
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const before = useRef({ firstId: '', lastId: '', height: 0, top: 0 });
  /** The person is at the newest message: growth above keeps them there. */
  const pinned = useRef(true);
  const hasOlder = messages.length < total;

  useBeforePaint(() => {
    const el = box.current;
    if (!el) return;
    const firstId = messages[0]?._id ?? '';
    const lastId = messages[messages.length - 1]?._id ?? '';
    const was = before.current;
    if (was.firstId && firstId !== was.firstId && lastId === was.lastId) {
      // Older messages came in above: keep the ones in view in place.
      el.scrollTop = el.scrollHeight - was.height + was.top;
    } else if (lastId !== was.lastId) {
      // The first page, or a new message at the bottom: show the newest.
      el.scrollTop = el.scrollHeight;
      pinned.current = true;
    }
    before.current = { firstId, lastId, height: el.scrollHeight, top: el.scrollTop };
  }, [messages]);

  // Pictures, players and previews take their size after they load: keep the newest in view meanwhile.
  useEffect(() => {
    const el = box.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
      before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop };
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  function onScroll() {
    const el = box.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_BOTTOM;
    // Only a move up unpins: content growing below the view (a picture loading) moves nothing, and its scroll
    // event may come after the growth, when the box is no longer at the bottom.
    if (atBottom) pinned.current = true;
    else if (el.scrollTop < before.current.top) pinned.current = false;
    before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop <= LOAD_OLDER_AT && hasOlder && !fetching) onLoadOlder();
  }

  return (
    <div
      ref={box}
      onScroll={onScroll}
      role="log"
      aria-label="Messages"
      aria-busy={fetching}
      style={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', padding: token.paddingSM }}
      data-testid="thread"
      data-count={messages.length}
      data-total={total}
    >
      {fetching && (hasOlder || !messages.length) ? (
        <Flex justify="center" style={{ padding: token.paddingXS }}>
          <Spin size="small" />
        </Flex>
      ) : null}
      {!fetching && !messages.length ? <Empty description="No messages yet. Say hello!" image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
      <div ref={content}>
        <Flex vertical gap={token.marginXS}>
          {messages.map((m) => (
            <MessageBubble key={m._id} message={m} isOwn={m.senderId === meId} onDelete={onDelete} onReread={onReread} />
          ))}
        </Flex>
      </div>
    </div>
  );
}
