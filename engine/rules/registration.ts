/**
 * The registration form's rules (spec section 5), checked in the browser before the call; the
 * server checks them again (and the common-password list, which the browser does not ship).
 */
import { isValidCnpj, isValidCpf, normalizeCnpj } from './tax-ids';
import { isValidEmail, normalizeForeignDocument } from './login-id';
import { isValidFullName } from './names';

export interface CadastroForm {
  nome: string;
  cpf: string;
  email: string;
  senha: string;
  senhac: string;
  termosuso: boolean;
  usesForeignDoc: boolean;
  /** Issue 34: the phone and its WhatsApp opt-in, and a CNPJ's company data (the server checks the IE). */
  empresa?: DadosEmpresaForm;
}

export interface DadosEmpresaForm {
  telefone?: string;
  whatsapp?: boolean;
  razao_social?: string;
  nome_fantasia?: string;
  inscricao_estadual?: string;
  uf_inscricao_estadual?: string;
}

export type CampoCadastro = keyof Omit<CadastroForm, 'usesForeignDoc' | 'empresa'> | keyof DadosEmpresaForm;
export type ErrosCadastro = Partial<Record<CampoCadastro, string>>;

/** ASVS 5: 8 to 64 characters, no composition rules. */
export const SENHA_MIN = 8;
export const SENHA_MAX = 64;

export const MENSAGENS_CADASTRO = {
  nome: 'Informe seu nome completo (nome e sobrenome).',
  cpf: 'CPF ou CNPJ inválido. Confira os números.',
  documentoEstrangeiro: 'Documento inválido: use de 4 a 30 letras ou números.',
  email: 'Informe um e-mail válido.',
  senha: `A senha deve ter de ${SENHA_MIN} a ${SENHA_MAX} caracteres.`,
  senhac: 'As senhas não conferem.',
  termosuso: 'Para se cadastrar, aceite os termos de uso.',
} as const;

/** True for a CPF (11 digits) or a CNPJ (14 characters, numeric or alphanumeric) with right check digits. */
export function isValidCpfOuCnpj(value: string): boolean {
  const chars = normalizeCnpj(value);
  if (chars.length === 11) return isValidCpf(chars);
  if (chars.length === 14) return isValidCnpj(chars);
  return false;
}

export function validarSenha(senha: string): string | undefined {
  const length = [...senha].length;
  return length < SENHA_MIN || length > SENHA_MAX ? MENSAGENS_CADASTRO.senha : undefined;
}

/** Every field error of the form (an empty object when it may be sent). */
export function validarCadastro(form: CadastroForm): ErrosCadastro {
  const erros: ErrosCadastro = {};
  if (!isValidFullName(form.nome)) erros.nome = MENSAGENS_CADASTRO.nome;
  if (form.usesForeignDoc) {
    const doc = normalizeForeignDocument(form.cpf);
    if (doc.length < 4 || doc.length > 30) erros.cpf = MENSAGENS_CADASTRO.documentoEstrangeiro;
  } else if (!isValidCpfOuCnpj(form.cpf)) {
    erros.cpf = MENSAGENS_CADASTRO.cpf;
  }
  if (!isValidEmail(form.email)) erros.email = MENSAGENS_CADASTRO.email;
  const senha = validarSenha(form.senha);
  if (senha) erros.senha = senha;
  if (form.senhac !== form.senha) erros.senhac = MENSAGENS_CADASTRO.senhac;
  if (!form.termosuso) erros.termosuso = MENSAGENS_CADASTRO.termosuso;
  return erros;
}
