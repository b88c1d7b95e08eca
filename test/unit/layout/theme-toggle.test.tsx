import { fireEvent, screen } from '@testing-library/react';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { updateUIValue } from '@/redux/ui/actions';
import { initialState, renderWithStore } from '../../helpers/render';

beforeEach(() => localStorage.clear());

describe('theme toggle', () => {
  it('switches a light page to dark and keeps the choice in localStorage', () => {
    const { store, actionsOfType } = renderWithStore(<ThemeToggle />);
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle).toHaveAccessibleName('Switch to dark theme');

    fireEvent.click(toggle);

    expect(actionsOfType(updateUIValue.type).map((a) => a.payload)).toEqual([{ theme: 'dark' }]);
    expect(store.getState().ui.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to light theme');
  });

  it('switches a dark page back to light', () => {
    const base = initialState();
    const { store, actionsOfType } = renderWithStore(<ThemeToggle />, { state: { ...base, ui: { ...base.ui, theme: 'dark' } } });
    fireEvent.click(screen.getByTestId('theme-toggle'));
    expect(actionsOfType(updateUIValue.type).map((a) => a.payload)).toEqual([{ theme: 'light' }]);
    expect(store.getState().ui.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
