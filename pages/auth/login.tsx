import { LoginPage } from '@/components/auth/auth-pages';

export default LoginPage;
