import type { BlockFields } from '#engine/layout/define-block';
import type { accountSummaryProps } from './schema';

export const accountSummaryFields: BlockFields<typeof accountSummaryProps> = {
  mostrarAtalhos: { control: 'boolean', label: 'Mostrar os atalhos', help: "'Meus pedidos' e 'Meus endereços'." },
  mostrarDados: { control: 'boolean', label: 'Mostrar os dados', help: 'O nome completo da pessoa.' },
  tituloDados: { control: 'text', label: 'Título dos dados' },
  mostrarDocumento: { control: 'boolean', label: 'Mostrar CPF/CNPJ e perfil', help: 'Abaixo do nome, sem edição.' },
  mostrarAcesso: { control: 'boolean', label: 'Mostrar e-mail e senha', help: 'A troca do e-mail e da senha.' },
  tituloAcesso: { control: 'text', label: 'Título de e-mail e senha' },
  ajudaNovaSenha: { control: 'text', label: "Ajuda de 'Nova senha'", help: 'Vazio: sem ajuda.' },
  ajudaSenhaAtual: { control: 'text', label: "Ajuda de 'Senha atual'", help: 'Vazio: sem ajuda.' },
};
