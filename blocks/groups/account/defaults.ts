/** The default layout nodes of the account group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

export const accountDefaultPages: Record<
  | 'minha-conta'
  | 'alterar-dados'
  | 'alterar-email-senha'
  | 'usuarios'
  | 'enderecos'
  | 'cupons'
  | 'trocar-cliente'
  | 'lojas',
  LayoutNodeInput[]
> = {
  'minha-conta': [],
  'alterar-dados': [],
  'alterar-email-senha': [],
  usuarios: [],
  enderecos: [],
  cupons: [],
  'trocar-cliente': [],
  lojas: [],
};
