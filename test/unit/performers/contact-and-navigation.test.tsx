// The contact form (POST /contact) and the links that lead to the discovery and contact pages: Performers in the
// header, Following/Bookmarks (and Followers for performers) in the account menu, Contact in the footer.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CONTACT_SENT, ContactForm } from '@/components/contact/contact-form';
import { accountLinks } from '@/components/layout/account-links';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { currentUserFactory } from '../../helpers/current-user';
import { renderWithStore } from '../../helpers/render';
import { fakeApi, ok } from '../../helpers/fake-api';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('contact-submit'));
  });
};

describe('contact form', () => {
  it('checks the fields with the API rules before sending', async () => {
    api = fakeApi({});
    renderWithStore(<ContactForm />);
    fireEvent.change(screen.getByTestId('contact-email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByTestId('contact-message'), { target: { value: 'Too short' } });
    await submit();
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('fills in a logged-in user, sends the message and says thanks', async () => {
    api = fakeApi({ 'POST /contact': ok({ sent: true }) });
    renderWithStore(<ContactForm />, { user: currentUserFactory() });
    expect(screen.getByTestId('contact-name')).toHaveValue('Ann Fan');
    expect(screen.getByTestId('contact-email')).toHaveValue('ann@example.com');
    fireEvent.change(screen.getByTestId('contact-message'), { target: { value: '  How do I become a performer?  ' } });
    await submit();
    await waitFor(() => expect(api?.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ name: 'Ann Fan', email: 'ann@example.com', message: 'How do I become a performer?' });
    expect(await screen.findByText(CONTACT_SENT)).toBeInTheDocument();
    expect(screen.getByTestId('contact-message')).toHaveValue('');
  });
});

describe('navigation', () => {
  it('offers the performers directory in the header and the contact page in the footer', () => {
    renderWithStore(
      <>
        <SiteHeader />
        <SiteFooter />
      </>,
    );
    expect(screen.getByTestId('header-performers')).toHaveAttribute('href', '/performers');
    expect(screen.getByTestId('footer-contact')).toHaveAttribute('href', '/contact');
  });

  it('gives fans Following and Bookmarks, and performers their Followers too', () => {
    const hrefs = (isPerformer: boolean) => accountLinks(currentUserFactory({ isPerformer, username: 'luna' }), false).map((l) => `${l.label} ${l.href}`);
    expect(hrefs(false)).toEqual(expect.arrayContaining(['Following /user/following', 'Bookmarks /user/bookmarks']));
    expect(hrefs(false)).not.toContain('Followers /creator/followers');
    expect(hrefs(true)).toEqual(
      expect.arrayContaining(['My profile /luna', 'Followers /creator/followers', 'Following /user/following', 'Bookmarks /user/bookmarks']),
    );
  });
});
