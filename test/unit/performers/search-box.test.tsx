// The directory's text box: a plain input drawn with antd's Input classes, its name, and its clear button.
import '../../helpers/browser-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { SearchBox } from '@/components/performers/search-box';

function Box({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SearchBox
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      placeholder="Search by name"
      maxLength={100}
      label="Search performers"
      testId="box"
    />
  );
}

describe('search box', () => {
  it('takes the text typed before the page hydrated, which hydration leaves in the box', () => {
    const onChange = jest.fn();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Box onChange={onChange} />);
    container.querySelector<HTMLInputElement>('[data-testid="box"]')!.value = 'acoustic';
    render(<Box onChange={onChange} />, { container, hydrate: true });
    expect(onChange).toHaveBeenCalledWith('acoustic');
    expect(screen.getByTestId('box')).toHaveValue('acoustic');
    expect(screen.getByTestId('box-clear')).not.toHaveClass('ant-input-clear-icon-hidden');
    container.remove();
  });

  it('reports nothing on hydration when nothing was typed', () => {
    const onChange = jest.fn();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Box initial="luna" onChange={onChange} />);
    render(<Box initial="luna" onChange={onChange} />, { container, hydrate: true });
    expect(onChange).not.toHaveBeenCalled();
    container.remove();
  });

  it('is a named text box with antd Input looks that reports what is typed', () => {
    const onChange = jest.fn();
    render(<Box onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Search performers' });
    expect(input).toHaveAttribute('maxlength', '100');
    expect(input).toHaveClass('ant-input');
    expect(input.closest('.ant-input-affix-wrapper')).toHaveClass('ant-input-outlined');
    fireEvent.change(input, { target: { value: 'luna' } });
    expect(onChange).toHaveBeenLastCalledWith('luna');
    expect(input).toHaveValue('luna');
  });

  it('hides its clear button while empty; the button empties the box and gives it the focus back', () => {
    render(<Box initial="luna" />);
    const input = screen.getByTestId('box');
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).not.toHaveClass('ant-input-clear-icon-hidden');
    fireEvent.click(clear);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.getByTestId('box-clear')).toHaveClass('ant-input-clear-icon-hidden');
  });

  it('puts the caret in the box on a press on its icon', () => {
    render(<Box />);
    fireEvent.click(screen.getByTestId('box').parentElement!.querySelector('.ant-input-prefix')!);
    expect(screen.getByTestId('box')).toHaveFocus();
  });
});
