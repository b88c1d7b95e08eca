import { ModelRegisterPage } from '@/components/auth/auth-pages';

export default ModelRegisterPage;
