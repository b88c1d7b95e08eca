// The log-in and sign-up pages: each says what it is, shows its form, and links to the other two.
import { screen } from '@testing-library/react';
import { LoginPage } from '@/components/auth/login-page';
import { ModelRegisterPage } from '@/components/auth/model-register-page';
import { RegisterPage } from '@/components/auth/register-page';
import { renderWithStore } from '../../helpers/render';

const linksOnPage = () => screen.getAllByRole('link').map((a) => [a.getAttribute('href'), a.textContent]);

it.each([
  ['log in', LoginPage, 'Log in', 'login-submit', [['/auth/register', 'Sign up as a fan'], ['/auth/model-register', 'Become a creator']]],
  ['fan sign-up', RegisterPage, 'Create your account', 'register-submit', [['/auth/login', 'Log in'], ['/auth/model-register', 'Sign up as a creator']]],
  ['creator sign-up', ModelRegisterPage, 'Become a creator', 'model-register-submit', [['/auth/login', 'Log in'], ['/auth/register', 'Sign up as a fan']]],
])('the %s page: its heading, its form and the links to the other two', (_name, Page, heading, submit, links) => {
  expect(Page.layout).toBe('public');
  renderWithStore(<Page />);
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByTestId(submit)).toBeInTheDocument();
  expect(linksOnPage()).toEqual(expect.arrayContaining(links));
});
