import { defineBlock } from '#engine/layout/define-block';
import { LoginFormBlock } from './login-form';
import { loginFormSchema } from './schema';

export const loginFormBlock = defineBlock({ type: 'login-form', ...loginFormSchema, component: LoginFormBlock });
