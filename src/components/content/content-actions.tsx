// Under an item's page (video, gallery, product): like and save, and Report for a viewer who is not its
// owner; the owner sees `own` (a way to manage it) instead.
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { ContentReactions } from '@/components/video/content-reactions';
import { ContentReportButton } from '@/components/video/content-report';

interface ReactedItem {
  _id: string;
  isLiked: boolean;
  isBookmarked: boolean;
  stats: { likes: number };
}

export interface ContentActionsProps {
  type: 'video' | 'gallery' | 'product';
  item: ReactedItem;
  isOwn: boolean;
  own?: ReactNode;
  /** `space-between` puts the owner's link or Report at the far end. */
  justify?: 'space-between';
}

export function ContentActions({ type, item, isOwn, own = null, justify }: ContentActionsProps) {
  return (
    <Flex justify={justify} gap={4} align="center" wrap>
      <ContentReactions objectType={type} objectId={item._id} isLiked={item.isLiked} likes={item.stats.likes} isBookmarked={item.isBookmarked} testId={type} />
      {isOwn ? own : <ContentReportButton target={type} targetId={item._id} noun={type} />}
    </Flex>
  );
}
