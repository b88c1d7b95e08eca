import { LoginPage } from '@/components/auth/login-page';

export default LoginPage;
