import { RegisterPage } from '@/components/auth/auth-pages';

export default RegisterPage;
