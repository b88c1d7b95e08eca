// The plain checkbox wears antd's Checkbox markup, ticked or not, and is a real checkbox named by its words.
import { fireEvent, screen } from '@testing-library/react';
import { Checkbox } from 'antd';
import { useState } from 'react';
import { PlainCheckbox } from '@/components/common/plain-checkbox';
import { markupShape } from '../../helpers/antd-markup';
import { renderWithStore } from '../../helpers/render';

describe('plain checkbox', () => {
  it.each([false, true])("wears antd's markup (ticked: %s)", (checked) => {
    renderWithStore(
      <>
        <div data-testid="mine">
          <PlainCheckbox checked={checked} onChange={() => undefined}>
            Remember me
          </PlainCheckbox>
        </div>
        <div data-testid="theirs">
          <Checkbox checked={checked}>Remember me</Checkbox>
        </div>
      </>,
    );
    expect(markupShape(screen.getByTestId('mine'))).toBe(markupShape(screen.getByTestId('theirs')));
  });

  it('is a checkbox named by its words that reports each change, from the box or its words', () => {
    const onChange = jest.fn();
    function Box() {
      const [checked, setChecked] = useState(false);
      return (
        <PlainCheckbox
          checked={checked}
          onChange={(next) => {
            setChecked(next);
            onChange(next);
          }}
        >
          Remember me
        </PlainCheckbox>
      );
    }
    renderWithStore(<Box />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(box.closest('label')).toHaveClass('ant-checkbox-wrapper-checked');
    expect(box.parentElement).toHaveClass('ant-checkbox-checked');
    fireEvent.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});
