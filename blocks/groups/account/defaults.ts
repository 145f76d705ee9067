/** The default layout nodes of the account group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

export const accountDefaultPages: Record<
  | 'minha-conta'
  | 'alterar-dados'
  | 'alterar-email-senha'
  | 'usuarios'
  | 'enderecos'
  | 'cupons'
  | 'assinaturas'
  | 'faturas'
  | 'trocar-cliente'
  | 'lojas',
  LayoutNodeInput[]
> = {
  'minha-conta': [{ type: 'account-summary', id: 'padrao-account-summary', props: {} }],
  'alterar-dados': [{ type: 'account-data-form', id: 'padrao-account-data-form', props: {} }],
  'alterar-email-senha': [{ type: 'account-credentials-form', id: 'padrao-account-credentials-form', props: {} }],
  usuarios: [{ type: 'linked-users', id: 'padrao-linked-users', props: {} }],
  enderecos: [{ type: 'address-book', id: 'padrao-address-book', props: {} }],
  cupons: [{ type: 'coupon-list', id: 'padrao-coupon-list', props: {} }],
  assinaturas: [{ type: 'subscription-list', id: 'padrao-subscription-list', props: {} }],
  faturas: [
    { type: 'credit-limit', id: 'padrao-credit-limit', props: {} },
    { type: 'invoice-list', id: 'padrao-invoice-list-abertos', props: { situacao: 'abertos' } },
    { type: 'invoice-list', id: 'padrao-invoice-list-pagos', props: { situacao: 'pagos' } },
  ],
  'trocar-cliente': [{ type: 'client-switcher', id: 'padrao-client-switcher', props: {} }],
  lojas: [{ type: 'store-choice', id: 'padrao-store-choice', props: {} }],
};
