// The directory's search form keeps text typed before the page hydrated: the box adopts it, and the form's own
// start-up must not put the address's (empty) text back over it.
import '../../helpers/browser-globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SearchFilters } from '@/components/performers/search-filters';
import type { PerformerSearch } from '@/components/performers/search-query';

const search: PerformerSearch = {};

function hydrateWithTyped(text: string, onChange: jest.Mock) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<SearchFilters search={search} onChange={onChange} onClear={() => {}} />);
  container.querySelector<HTMLInputElement>('[data-testid="performer-search-input"]')!.value = text;
  const utils = render(<SearchFilters search={search} onChange={onChange} onClear={() => {}} />, { container, hydrate: true });
  return { ...utils, container };
}

describe('directory search form', () => {
  it('searches for the text typed before hydration', async () => {
    const onChange = jest.fn();
    const { container } = hydrateWithTyped('acoustic', onChange);
    expect(screen.getByTestId('performer-search-input')).toHaveValue('acoustic');
    await act(async () => {
      fireEvent.click(screen.getByTestId('performer-search-submit'));
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'acoustic' }));
    container.remove();
  });

  it('takes a new address\'s text after mount (back and forward)', async () => {
    const onChange = jest.fn();
    const { rerender, container } = hydrateWithTyped('', onChange);
    rerender(<SearchFilters search={{ q: 'luna' }} onChange={onChange} onClear={() => {}} />);
    expect(screen.getByTestId('performer-search-input')).toHaveValue('luna');
    container.remove();
  });
});
