// Flips between the light and dark theme; the ui slice saves the choice to localStorage `theme`.
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { updateUIValue } from '@/redux/ui/actions';
import { selectTheme } from '@/redux/ui/selectors';

export function ThemeToggle({ testId = 'theme-toggle' }: { testId?: string }) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        data-testid={testId}
        icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => dispatch(updateUIValue({ theme: next }))}
      />
    </Tooltip>
  );
}
