// An item's description (its line breaks kept) and its tags, as a product's or a video's page shows them.
import { Flex, Tag } from 'antd';
import { Typography } from '@/components/common/plain-typography';

export function ContentText({ description, tags, testId }: { description: string | null | undefined; tags: string[]; testId: string }) {
  return (
    <>
      {description ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 }} data-testid={`${testId}-description`}>
          {description}
        </Typography.Paragraph>
      ) : null}
      {tags.length ? (
        <Flex gap={4} wrap data-testid={`${testId}-tags`}>
          {tags.map((tag) => (
            <Tag key={tag}>#{tag}</Tag>
          ))}
        </Flex>
      ) : null}
    </>
  );
}
