/** The studio's document types, texts and the shapes it edits. */
import type { ErroDocumento } from '#schemas/errors';
import type { CaminhoNo } from '../../rules/layout-tree';

export const TIPOS_ESTUDIO = ['layout', 'menu', 'features', 'tema'] as const;
export type TipoEstudio = (typeof TIPOS_ESTUDIO)[number];

export const TEXTOS_ESTUDIO = {
  erroCarregar: 'Não foi possível carregar o documento. Tente novamente.',
  erroSalvar: 'Não foi possível salvar o rascunho. Tente novamente.',
  erroPublicar: 'Não foi possível publicar. Tente novamente.',
  erroHistorico: 'Não foi possível carregar o histórico. Tente novamente.',
  erroRestaurar: 'Não foi possível restaurar a versão. Tente novamente.',
  erroExportar: 'Não foi possível exportar os documentos. Tente novamente.',
  erroImportar: 'Não foi possível importar o arquivo. Tente novamente.',
  arquivoInvalido: 'O arquivo não é um JSON válido. Escolha o arquivo exportado pelo estúdio.',
  salvo: (versao: number) => `Rascunho salvo (versão ${versao}). Ele ainda não está no ar: publique quando quiser.`,
  publicado: (versao: number) => `Versão ${versao} publicada. Os clientes passam a vê-la em alguns segundos.`,
  restaurado: (de: number, versao: number) =>
    `A versão ${de} virou o rascunho (versão ${versao}). Publique para colocá-la no ar.`,
  importado: 'Documentos importados como rascunhos. Confira e publique cada um.',
  semAlteracoes: 'Nada mudou desde a última versão salva.',
} as const;

/** One document of the studio: what the server said, and the admin's draft in memory. */
export interface DocumentoEstudio {
  /** The version the draft is based on (If-Match); 0 when never saved. */
  versaoAtual: number;
  versaoPublicada: number | null;
  /** The last saved (or loaded) document. */
  salvo: unknown;
  /** The draft being edited (may be invalid: saving never loses the admin's work). */
  rascunho: unknown;
  schemaVersion: number;
  jsonSchemaUrl: string;
  /** The server's validation errors of the last loaded or saved version. */
  errosServidor: ErroDocumento[];
}

export interface MudancaVersao {
  tipo: 'adicionado' | 'removido' | 'movido' | 'alterado';
  caminho: string;
  descricao: string;
}

export interface VersaoEstudio {
  versao: number;
  autor: string;
  salvo_em: string;
  nota: string | null;
  publicada: boolean;
  publicadaEm: string | null;
  restauradaDe: number | null;
  mudancas: MudancaVersao[];
}

export interface MensagemEstudio {
  tom: 'positive' | 'critical' | 'caution';
  texto: string;
}

/** A list of the layout: 'pages.home', 'regions.header'… */
export type ChaveLista = `pages.${string}` | `regions.${string}`;

/** A tree edit of the layout draft. */
export type OperacaoArvore =
  | { op: 'adicionar'; tipo: string; indice: number; pai?: CaminhoNo }
  | { op: 'remover' | 'duplicar' | 'cima' | 'baixo' | 'fora'; caminho: CaminhoNo }
  | { op: 'dentro'; caminho: CaminhoNo; aceitaFilhos: readonly string[] }
  | { op: 'reordenar'; pai: CaminhoNo; de: number; para: number }
  | { op: 'props'; caminho: CaminhoNo; props: Record<string, unknown> }
  | { op: 'when'; caminho: CaminhoNo; when: Record<string, unknown> | undefined };

export interface NoSelecionado {
  chave: ChaveLista;
  id: string;
}
