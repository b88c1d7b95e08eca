// What the directory shows when its search failed (antd's Result with its picture): rare, so the page
// loads it only when it shows it (the server renders it then and lists its chunk in the page).
import { Button, Result } from 'antd';
import { AntdScope } from './antd-scope';

export function DirectoryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <AntdScope>
      <Result status="warning" title="We could not load performers" subTitle={message} extra={<Button onClick={onRetry}>Try again</Button>} />
    </AntdScope>
  );
}
