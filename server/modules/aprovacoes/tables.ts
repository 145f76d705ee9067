/** The table the aprovacoes module owns (migration 0054): each decision on a registration. */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export interface DecisoesCadastroTable {
  iddecisao: Generated<number>;
  idcadastroextracliente: number;
  idfornecedor: string;
  decisao: 'aprovado' | 'recusado';
  motivo: string | null;
  idusuario: number | null;
  /** Who decided, as the desk shows it: a person's name, or 'ERP (credencial …)'. */
  por: string;
  em: Timestamp;
}

/** The aprovacoes module's tables, by name. */
export interface AprovacoesTables {
  decisoes_cadastro: DecisoesCadastroTable;
}
