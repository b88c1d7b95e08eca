// Blocked countries: the saved list from GET /block/countries, shown with flags, replaced on save.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BlockCountriesPage } from '@/components/creator/block-countries-page';
import { lookupService } from '@/services/lookup.api';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { countryItem } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  lookupService.clear();
});

const country = (code: string, name: string, flag: string) => countryItem(code, name, flag);
const performer = currentUserFactory({ isPerformer: true });

describe('blocked countries', () => {
  it('shows the saved countries with their flags and sends the whole edited list', async () => {
    api = fakeApi({
      'GET /block/countries': ok({ countryCodes: ['DE', 'FR'] }),
      'GET /countries/list': ok([country('DE', 'Germany', '🇩🇪'), country('FR', 'France', '🇫🇷'), country('IT', 'Italy', '🇮🇹')]),
      'POST /block/countries': (call: FakeCall) => ok({ countryCodes: [...(call.body as { countryCodes: string[] }).countryCodes].sort() }),
    });
    renderWithStore(<BlockCountriesPage />, { user: performer });
    const select = await screen.findByTestId('block-countries-select');
    await waitFor(() => expect(select).toHaveTextContent('🇩🇪 Germany'));
    expect(select).toHaveTextContent('🇫🇷 France');

    // Remove France with its tag's close button.
    const france = within(select).getByText('🇫🇷 France').closest('.ant-select-selection-item') as HTMLElement;
    fireEvent.click(within(france).getByLabelText('close'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('block-countries-save'));
    });

    await waitFor(() => expect(api!.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api!.calls.find((c) => c.method === 'POST')?.body).toEqual({ countryCodes: ['DE'] });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(screen.getByText('1 blocked now.')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the choice", async () => {
    api = fakeApi({
      'GET /block/countries': ok({ countryCodes: ['DE'] }),
      'POST /block/countries': fail(422, 'XX is not a country code we know.'),
    });
    renderWithStore(<BlockCountriesPage />, { user: performer });
    await screen.findByTestId('block-countries-select');
    await act(async () => {
      fireEvent.click(screen.getByTestId('block-countries-save'));
    });
    expect(await screen.findByText('XX is not a country code we know.')).toBeInTheDocument();
    expect(screen.getByText('1 blocked now.')).toBeInTheDocument();
  });
});
