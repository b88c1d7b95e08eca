// The creator sign-up page (pages/auth/model-register.tsx).
import { authPage, FAN_SIGN_UP, LOGIN } from './auth-pages';
import { ModelRegisterForm } from './model-register-form';

export const ModelRegisterPage = authPage({ title: 'Become a creator', intro: 'Open your page, publish content and earn from your fans.', description: 'Open your creator page: publish posts, videos and galleries, sell products and earn from your fans.', Form: ModelRegisterForm, social: false }, [
  [LOGIN, 'Already have an account?', 'Log in'],
  [FAN_SIGN_UP, 'Just here to follow creators?', 'Sign up as a fan'],
]);
