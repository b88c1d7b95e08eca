// The plain text box wears antd's Input markup (alone, or with an icon before the text) and puts the caret in
// the box on a press on its icon.
import { fireEvent, screen } from '@testing-library/react';
import { UserOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { PlainInput } from '@/components/common/plain-input';
import { markupShape } from '../../helpers/antd-markup';
import { renderWithStore } from '../../helpers/render';

const both = (mine: React.ReactElement, theirs: React.ReactElement) => {
  renderWithStore(
    <>
      <div data-testid="mine">{mine}</div>
      <div data-testid="theirs">{theirs}</div>
    </>,
  );
  return [markupShape(screen.getByTestId('mine')), markupShape(screen.getByTestId('theirs'))];
};

describe('plain input', () => {
  it.each([
    ['alone', <PlainInput key="p" />, <Input key="a" />],
    ['in error', <PlainInput key="p" status="error" />, <Input key="a" status="error" />],
    ['with an icon', <PlainInput key="p" prefix={<UserOutlined />} />, <Input key="a" prefix={<UserOutlined />} />],
    ['with an icon, in error', <PlainInput key="p" prefix={<UserOutlined />} status="error" />, <Input key="a" prefix={<UserOutlined />} status="error" />],
  ])("wears antd's markup %s", (_, mine, theirs) => {
    const [plain, antd] = both(mine, theirs);
    expect(plain).toBe(antd);
  });

  it('passes its attributes to the input, takes a ref, and focuses the input on a press on the icon', () => {
    const ref = { current: null as HTMLInputElement | null };
    const onChange = jest.fn();
    renderWithStore(<PlainInput ref={ref} prefix={<UserOutlined data-testid="icon" />} aria-label="Name" maxLength={20} value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('maxlength', '20');
    fireEvent.change(input, { target: { value: 'luna' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).not.toHaveFocus();
    fireEvent.click(screen.getByTestId('icon'));
    expect(input).toHaveFocus();
  });

  it('puts the box style on the outlined box, which is the input itself when it stands alone', () => {
    renderWithStore(
      <>
        <PlainInput aria-label="With icon" prefix={<UserOutlined />} boxStyle={{ maxWidth: 320 }} />
        <PlainInput aria-label="Alone" boxStyle={{ maxWidth: 200 }} />
      </>,
    );
    const withIcon = screen.getByRole('textbox', { name: 'With icon' });
    expect(withIcon.closest('.ant-input-affix-wrapper')).toHaveStyle({ maxWidth: '320px' });
    expect(withIcon).not.toHaveStyle({ maxWidth: '320px' });
    expect(screen.getByRole('textbox', { name: 'Alone' })).toHaveStyle({ maxWidth: '200px' });
  });

  describe('text typed before the page hydrated', () => {
    const typeEarly = (text: string) => (markup: HTMLElement) => {
      markup.querySelector('input')!.value = text;
    };

    it('reaches the page as one change of the box, the box its target', () => {
      const onChange = jest.fn((e: React.ChangeEvent<HTMLInputElement>) => e.target.value);
      renderWithStore(<PlainInput aria-label="Name" value="" onChange={onChange} />, { beforeHydrate: typeEarly('luna') });
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange.mock.results[0].value).toBe('luna');
      expect(onChange.mock.calls[0][0].target).toBe(screen.getByRole('textbox', { name: 'Name' }));
    });

    it('is not announced when it is what the page already holds, or when the page does not control the box', () => {
      const controlled = jest.fn();
      const uncontrolled = jest.fn();
      renderWithStore(<PlainInput aria-label="Name" value="luna" onChange={controlled} />, { beforeHydrate: typeEarly('luna') });
      renderWithStore(<PlainInput aria-label="Other" onChange={uncontrolled} />, { beforeHydrate: typeEarly('nova') });
      expect(controlled).not.toHaveBeenCalled();
      expect(uncontrolled).not.toHaveBeenCalled();
    });
  });
});
