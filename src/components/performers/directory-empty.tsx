// What the directory shows when a search finds nobody (antd's Empty with its picture), with a way back to
// every performer when the search was narrowed. Like the failure, a chunk of its own: the page loads it only
// when it shows it (the server renders it then and lists its chunk in the page).
import { Button, Empty } from 'antd';
import { AntdScope } from './antd-scope';

export function DirectoryEmpty({ filtered, onClearAll }: { filtered: boolean; onClearAll: () => void }) {
  return (
    <AntdScope>
      <Empty data-testid="performers-empty" description={filtered ? 'No performers match your search.' : 'No performers here yet.'}>
        {filtered ? (
          <Button type="primary" onClick={onClearAll} data-testid="performers-clear-all">
            Clear search and filters
          </Button>
        ) : null}
      </Empty>
    </AntdScope>
  );
}
