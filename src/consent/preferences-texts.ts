/** pt-BR texts of the cookie preferences modal (loaded with it, not at first view). */
import type { ConsentCategory } from '#engine/model/consent';

export const PREFERENCES_TEXTS = {
  modalTitle: 'Preferências de cookies',
  modalDescription:
    'Escolha quais categorias de cookies a loja pode usar. Você pode mudar de ideia a qualquer momento.',
  save: 'Salvar preferências',
  alwaysOn: 'Sempre ativos',
} as const;

export const CATEGORY_TEXTS: Record<ConsentCategory, { label: string; description: string }> = {
  necessary: {
    label: 'Necessários',
    description:
      'Essenciais para a loja funcionar: carrinho, navegação, segurança e o registro desta escolha. Não podem ser desativados.',
  },
  session: {
    label: 'Sessão',
    description: 'Mantêm você conectado e guardam os dados da sua conta entre uma visita e outra.',
  },
  performance: {
    label: 'Desempenho',
    description:
      'Ajudam a entender como a loja é usada, como a origem da visita (parâmetros UTM), e guardam catálogo e fornecedor para carregar mais rápido.',
  },
  personalization: {
    label: 'Personalização',
    description: 'Permitem recomendações de produtos e conteúdo de acordo com os seus interesses.',
  },
};
