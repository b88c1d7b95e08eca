import { RegisterPage } from '@/components/auth/register-page';

export default RegisterPage;
