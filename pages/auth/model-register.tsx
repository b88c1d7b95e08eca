import { ModelRegisterPage } from '@/components/auth/model-register-page';

export default ModelRegisterPage;
