// A reported or browsed item in place: its picture or first words, kind, title, where to open it, its
// state, and its author with a link to their account page.
import { Avatar, Flex, Tag, Typography } from 'antd';
import Link from '@/components/common/app-link';
import type { ModeratedItem } from '@/contracts/moderation';
import styles from './moderation.module.css';
import { KIND_LABEL, STATE_COLOR, STATE_LABEL } from './moderation-values';

export const accountPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export function ModeratedItemCell({ item }: { item: ModeratedItem }) {
  const words = item.title || item.excerpt;
  return (
    <Flex gap={12} align="flex-start" className={styles.item} data-testid="moderated-item">
      {item.thumbnails[0] ? <img src={item.thumbnails[0]} alt="" className={styles.thumb} loading="lazy" /> : null}
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex gap={6} wrap align="center">
          <Tag>{KIND_LABEL[item.kind]}</Tag>
          {item.kind === 'performer' ? null : <Tag color={STATE_COLOR[item.moderation]}>{STATE_LABEL[item.moderation]}</Tag>}
          {item.link ? (
            <Link href={item.link} target="_blank" rel="noopener" className={styles.open} data-testid="moderated-item-open">
              Open
            </Link>
          ) : null}
        </Flex>
        {words ? (
          <Typography.Paragraph ellipsis={{ rows: 2 }} className={styles.words}>
            {item.title ? <strong>{item.title}</strong> : null}
            {item.title && item.excerpt ? ' · ' : null}
            {item.excerpt}
          </Typography.Paragraph>
        ) : null}
        {item.author ? (
          <Link href={accountPath(item.author._id)} className={styles.author} data-testid="moderated-item-author">
            <Avatar src={item.author.avatar} alt="" size={20} />
            <span>
              {item.author.name}
              {item.author.username ? ` @${item.author.username}` : ''}
            </span>
          </Link>
        ) : null}
      </Flex>
    </Flex>
  );
}
