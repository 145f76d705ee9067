/** The default layout nodes of the access group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

export const accessDefaultPages: Record<'login' | 'redefinir-senha', LayoutNodeInput[]> = {
  login: [{ type: 'login-form', id: 'padrao-login', props: {} }],
  'redefinir-senha': [{ type: 'password-reset-form', id: 'padrao-redefinir-senha', props: {} }],
};
