// Flips between the light and dark theme; the ui slice saves the choice to localStorage `theme`. A plain
// button drawn with antd's tokens (styles/globals.css, "header controls") and a CSS hover hint: antd's Button
// with its Tooltip would load the popup code on every page. A toggle button: its name stays "Dark theme" and
// aria-pressed says whether it is on; the hint says what a press does.
import { useId, useState } from 'react';
import { useHydrated } from '@/components/common/use-hydrated';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { updateUIValue } from '@/redux/ui/actions';
import { selectTheme } from '@/redux/ui/selectors';
import { ShellIcon } from './shell-icons';

export function ThemeToggle({ testId = 'theme-toggle' }: { testId?: string }) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const hintId = useId();
  // Escape hides the hint until the pointer or focus leaves (hover content must be dismissible).
  const [hintDismissed, setHintDismissed] = useState(false);
  // The server always renders the light theme; the saved one applies once this button has hydrated.
  const hydrated = useHydrated();
  const dark = hydrated && theme === 'dark';
  const next = dark ? 'light' : 'dark';
  return (
    <span className="fs-hint-anchor" data-hint-dismissed={hintDismissed || undefined} onMouseLeave={() => setHintDismissed(false)}>
      <button
        type="button"
        className="fs-icon-button"
        aria-label="Dark theme"
        aria-pressed={dark}
        aria-describedby={hintId}
        data-testid={testId}
        onClick={() => dispatch(updateUIValue({ theme: next }))}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setHintDismissed(true);
        }}
        onBlur={() => setHintDismissed(false)}
      >
        <ShellIcon icon={dark ? 'SunOutlined' : 'MoonOutlined'} />
      </button>
      <span role="tooltip" id={hintId} className="fs-hint">
        Switch to {next} theme
      </span>
    </span>
  );
}
