// The plain password box wears antd's Input.Password markup; its eye is a named toggle button that works from
// the keyboard, and the password stays out of the input's value attribute.
import { act, fireEvent, screen } from '@testing-library/react';
import { LockOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { PlainPassword } from '@/components/common/plain-password';
import { markupShape } from '../../helpers/antd-markup';
import { renderWithStore } from '../../helpers/render';

function Box() {
  const [value, setValue] = useState('');
  return <PlainPassword aria-label="Password" prefix={<LockOutlined />} value={value} onChange={(e) => setValue(e.target.value)} data-testid="box" />;
}

describe('plain password box', () => {
  it("wears antd's markup, hidden and shown, in error too", () => {
    renderWithStore(
      <>
        <div data-testid="mine">
          <PlainPassword prefix={<LockOutlined />} status="error" />
        </div>
        <div data-testid="theirs">
          <Input.Password prefix={<LockOutlined />} status="error" />
        </div>
      </>,
    );
    const mine = screen.getByTestId('mine');
    const theirs = screen.getByTestId('theirs');
    expect(markupShape(mine)).toBe(markupShape(theirs));
    fireEvent.click(mine.querySelector('.ant-input-password-icon')!);
    expect(mine.querySelector('input')).toHaveFocus();
    fireEvent.click(theirs.querySelector('.ant-input-password-icon')!);
    // antd marks its box focused with a class its stylesheet does not draw.
    act(() => theirs.querySelector('input')!.blur());
    expect(markupShape(mine)).toBe(markupShape(theirs));
  });

  it('shows and hides the password with its toggle, by pointer or keyboard, keeping its name', () => {
    renderWithStore(<Box />);
    const input = screen.getByTestId('box');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('tabindex', '0');

    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.keyDown(toggle, { key: ' ' });
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.keyDown(toggle, { key: 'a' });
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.keyDown(toggle, { key: 'Enter', repeat: true });
    expect(input).toHaveAttribute('type', 'text');
  });

  it('keeps the typed password out of the value attribute', async () => {
    renderWithStore(<Box />);
    const input = screen.getByTestId<HTMLInputElement>('box');
    expect(input).not.toHaveAttribute('value');
    await act(async () => {
      fireEvent.change(input, { target: { value: 'secret-pass' } });
    });
    expect(input.value).toBe('secret-pass');
    expect(input).not.toHaveAttribute('value');
  });
});
