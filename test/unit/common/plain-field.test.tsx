// The plain form and field wear antd's Form markup (label row, control, error line) and connect the label and
// the error line to the control for assistive technology.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { PlainField, PlainForm } from '@/components/common/plain-field';
import { PlainInput } from '@/components/common/plain-input';
import { markupShape } from '../../helpers/antd-markup';
import { renderWithStore } from '../../helpers/render';

function Plain({ error }: { error?: string }) {
  return (
    <PlainForm data-testid="mine">
      <PlainField id="nickname" label="Nickname" required error={error}>
        {(control) => <PlainInput {...control} />}
      </PlainField>
    </PlainForm>
  );
}

function Antd() {
  return (
    <Form layout="vertical" requiredMark={false} data-testid="theirs">
      <Form.Item label="Nickname" name="nickname" rules={[{ required: true, message: 'Enter a nickname' }]}>
        <Input />
      </Form.Item>
    </Form>
  );
}

describe('plain form field', () => {
  it("wears antd's markup for a vertical form's item", () => {
    renderWithStore(
      <>
        <Plain />
        <Antd />
      </>,
    );
    expect(markupShape(screen.getByTestId('mine'))).toBe(markupShape(screen.getByTestId('theirs')));
  });

  it("wears antd's markup with the error line", async () => {
    renderWithStore(
      <>
        <Plain error="Enter a nickname" />
        <Antd />
      </>,
    );
    await act(async () => {
      fireEvent.submit(screen.getByTestId('theirs'));
    });
    const theirs = screen.getByTestId('theirs');
    await waitFor(() => expect(theirs.querySelector('.ant-form-item-explain-error')).toHaveTextContent('Enter a nickname'));
    // antd sizes the space under the line from the item's computed margin, which jsdom does not lay out.
    const mine = screen.getByTestId('mine').cloneNode(true) as Element;
    mine.querySelector('.ant-form-item-margin-offset')!.remove();
    expect(markupShape(mine)).toBe(markupShape(theirs));
  });

  it('labels its control and, while there is one, announces the error and ties it to the control', () => {
    const { unmount } = renderWithStore(<Plain />);
    let input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAttribute('id', 'nickname');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();

    unmount();

    renderWithStore(<Plain error="Enter a nickname" />);
    input = screen.getByRole('textbox', { name: 'Nickname' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Enter a nickname');
    expect(alert).toHaveClass('ant-form-item-explain-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a nickname');
    expect(input).toHaveClass('ant-input-status-error');
    expect(input.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error', 'ant-form-item-with-help');
    // The line takes the item's bottom margin, so nothing under the item moves.
    expect(screen.getByTestId('mine').querySelector<HTMLElement>('.ant-form-item-margin-offset')!.style.marginBottom).toBe('calc(-1 * var(--ant-form-item-margin-bottom))');
  });
});
