/**
 * The glossary: the pt-BR nouns of the spec that code keeps in pt-BR (README, Language), and the
 * technical abbreviations accepted as words. One list: scripts/vocabulary.test.ts checks names
 * against it and docs/glossary.md is rendered from it (`npx tsx scripts/vocabulary/render-glossary.ts`).
 *
 * A word in `identifierWords` is written as an identifier writes it: lower case, no accents
 * (`orcamento`, `rodape`), each inflection listed (singular and plural).
 */
export interface GlossaryEntry {
  /** The English word, as prose and comments say it. */
  readonly en: string;
  /** The pt-BR noun as the spec and the screens write it. */
  readonly ptBR: string;
  /** The forms an identifier may use for it (`fornecedor`, `fornecedores`); empty: English only. */
  readonly identifierWords: readonly string[];
  /** Where the pt-BR form shows up, or why it has no English identifier. */
  readonly note?: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    en: 'supplier',
    ptBR: 'fornecedor',
    identifierWords: ['fornecedor', 'fornecedores'],
    note: 'spec, wire (`idfornecedor`), `$fornecedor`',
  },
  { en: 'catalogue', ptBR: 'catálogo', identifierWords: ['catalogo'], note: '`catalogo` module, `catalogue` slice' },
  {
    en: 'category / subcategory',
    ptBR: 'categoria / subcategoria',
    identifierWords: ['categoria', 'categorias', 'subcategoria', 'subcategorias'],
  },
  { en: 'product', ptBR: 'produto', identifierWords: ['produto', 'produtos'] },
  { en: 'cart / cart line', ptBR: 'carrinho / item do carrinho', identifierWords: ['carrinho', 'carrinhos'] },
  { en: 'order', ptBR: 'pedido', identifierWords: ['pedido', 'pedidos'] },
  { en: 'quote', ptBR: 'orçamento', identifierWords: ['orcamento', 'orcamentos'] },
  { en: 'customer (client)', ptBR: 'cliente', identifierWords: ['cliente', 'clientes'] },
  { en: 'representative', ptBR: 'representante', identifierWords: ['representante', 'representantes'] },
  { en: 'linked user', ptBR: 'usuário vinculado', identifierWords: [] },
  { en: 'session', ptBR: 'sessão', identifierWords: ['sessao'], note: '`sessao` module' },
  { en: 'theme (colours)', ptBR: 'tema', identifierWords: ['tema'] },
  { en: 'footer', ptBR: 'rodapé', identifierWords: ['rodape'] },
  { en: 'carousel', ptBR: 'carrossel', identifierWords: ['carrossel', 'carrosseis'] },
  { en: 'static text', ptBR: 'texto estático', identifierWords: [] },
  {
    en: 'storefront documents',
    ptBR: 'documentos da loja (layout, menu, features)',
    identifierWords: ['documentos'],
    note: '`$documentos`',
  },
  { en: 'offers', ptBR: 'ofertas', identifierWords: [] },
  { en: 'wholesale price', ptBR: 'preço de atacado', identifierWords: [] },
  { en: 'postal code', ptBR: 'CEP', identifierWords: ['cep'], note: 'Brazilian; no English identifier' },
  {
    en: 'individual / company tax id',
    ptBR: 'CPF / CNPJ',
    identifierWords: ['cpf', 'cnpj'],
    note: 'Brazilian; no English identifier',
  },
  { en: 'bank slip', ptBR: 'boleto', identifierWords: ['boleto'], note: 'Brazilian payment method' },
  {
    en: 'invoice (the titles a client owes)',
    ptBR: 'fatura',
    identifierWords: ['fatura', 'faturas'],
    note: 'spec sections 2, 3 and 7 (`faturas`, `faturas-cliente`), `faturas` module',
  },
  { en: 'instant payment', ptBR: 'Pix', identifierWords: ['pix'], note: 'Brazilian payment method' },
  {
    en: 'electronic invoice / its printout',
    ptBR: 'NF-e / DANFE',
    identifierWords: ['nfe', 'danfe'],
    note: 'Brazilian tax documents',
  },
];

/**
 * Technical abbreviations and code words accepted in names although no English dictionary has
 * them. Keep it short: a new entry needs a reason.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  fx: 'effector effect suffix (`loadFx`)',
  json: 'JSON',
  jwt: 'JSON Web Token',
  utm: 'UTM campaign parameters',
  config: 'configuration',
  uuid: 'UUID',
  br: 'Brazil, in `pix-br-code` (the Pix BR Code)',
  postgres: 'PostgreSQL',
  webhook: "an HTTP callback the server POSTs an event to (issue 33: the ERP's order webhooks)",
  webhooks: 'plural of webhook',
  whatsapp: 'WhatsApp, the messaging app (a phone number that takes WhatsApp messages; wire field `whatsapp`)',
};
