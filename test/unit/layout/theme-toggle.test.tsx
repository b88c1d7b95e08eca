import { fireEvent, screen } from '@testing-library/react';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { updateUIValue } from '@/redux/ui/actions';
import { initialState, renderWithStore } from '../../helpers/render';

beforeEach(() => localStorage.clear());

describe('theme toggle', () => {
  it('switches a light page to dark and keeps the choice in localStorage', () => {
    const { store, actionsOfType } = renderWithStore(<ThemeToggle />);
    const toggle = screen.getByTestId('theme-toggle');
    // A toggle button: a name that stays, its state in aria-pressed, what a press does in its hint.
    expect(toggle).toHaveAccessibleName('Dark theme');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription('Switch to dark theme');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Switch to dark theme');

    fireEvent.click(toggle);

    expect(actionsOfType(updateUIValue.type).map((a) => a.payload)).toEqual([{ theme: 'dark' }]);
    expect(store.getState().ui.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Dark theme');
    expect(screen.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleDescription('Switch to light theme');
  });

  it('switches a dark page back to light', () => {
    const base = initialState();
    const { store, actionsOfType } = renderWithStore(<ThemeToggle />, { state: { ...base, ui: { ...base.ui, theme: 'dark' } } });
    expect(screen.getByRole('button', { name: 'Dark theme', pressed: true })).toBe(screen.getByTestId('theme-toggle'));
    fireEvent.click(screen.getByTestId('theme-toggle'));
    expect(actionsOfType(updateUIValue.type).map((a) => a.payload)).toEqual([{ theme: 'light' }]);
    expect(store.getState().ui.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('hides its hint on Escape until the focus leaves', () => {
    renderWithStore(<ThemeToggle />);
    const toggle = screen.getByTestId('theme-toggle');
    const anchor = toggle.parentElement!;
    expect(anchor).not.toHaveAttribute('data-hint-dismissed');
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(anchor).toHaveAttribute('data-hint-dismissed');
    fireEvent.blur(toggle);
    expect(anchor).not.toHaveAttribute('data-hint-dismissed');
  });
});
