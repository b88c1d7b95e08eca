// The plain flex box wears antd's Flex markup and style for the props the pages use.
import { screen } from '@testing-library/react';
import { Flex } from 'antd';
import { PlainFlex, type PlainFlexProps } from '@/components/common/plain-flex';
import { markupShape } from '../../helpers/antd-markup';
import { renderWithStore } from '../../helpers/render';

const cases: [string, Omit<PlainFlexProps, 'children'>][] = [
  ['vertical with a gap', { vertical: true, gap: 16 }],
  ['wrapping, centred', { wrap: true, justify: 'center', gap: 8 }],
  ['wrapping', { wrap: true, gap: 8 }],
  ['spread, centred across, with a style', { align: 'center', justify: 'space-between', gap: 8, style: { marginTop: 8 } }],
];

describe('plain flex', () => {
  it.each(cases)("wears antd's markup and style: %s", (_name, props) => {
    renderWithStore(
      <>
        <div data-testid="mine">
          <PlainFlex {...props}>
            <span>a</span>
          </PlainFlex>
        </div>
        <div data-testid="theirs">
          <Flex {...props}>
            <span>a</span>
          </Flex>
        </div>
      </>,
    );
    const mine = screen.getByTestId('mine').firstElementChild!;
    const theirs = screen.getByTestId('theirs').firstElementChild!;
    expect(markupShape(mine)).toBe(markupShape(theirs));
    expect(mine.getAttribute('style')).toBe(theirs.getAttribute('style'));
  });
});
