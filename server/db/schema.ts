/**
 * The database as Kysely sees it: the tables of every module, composed. Each module declares the
 * tables it owns in its own folder (server/modules/<m>/tables.ts) and is the only one that writes
 * them; this file only joins them into the `Database` the connection is typed with. Code that
 * needs one table's row types imports them from the owning module's tables.ts.
 *
 * Units: money is integer centavos (`*_centavos`), quantities are integer thousandths
 * (`*_milesimos`: 500 = 0,5 KG). The API speaks the spec's names in reais and units; the
 * conversion happens once, in each module's mapper, with engine/rules/money and quantity.
 */
import type { ApiKeyTables } from '../modules/api-key/tables';
import type { AssinaturasTables } from '../modules/assinaturas/tables';
import type { CarrinhoTables } from '../modules/carrinho/tables';
import type { CarrosselTables } from '../modules/carrossel/tables';
import type { CatalogoTables } from '../modules/catalogo/tables';
import type { ChatTables } from '../modules/chat/tables';
import type { CombosTables } from '../modules/combos/tables';
import type { RecomendacaoTables } from '../modules/recomendacao/tables';
import type { ConteudoTables } from '../modules/conteudo/tables';
import type { CuponsTables } from '../modules/cupons/tables';
import type { EmailTables } from '../modules/email/tables';
import type { EnderecosTables } from '../modules/enderecos/tables';
import type { EntregaTables } from '../modules/entrega/tables';
import type { EstudioTables } from '../modules/estudio/tables';
import type { FaturasTables } from '../modules/faturas/tables';
import type { FormasPagamentoTables } from '../modules/formas-pagamento/tables';
import type { FornecedorTables } from '../modules/fornecedor/tables';
import type { HandoverTables } from '../modules/handover/tables';
import type { IntegracaoTables } from '../modules/integracao/tables';
import type { IntegracaoPedidosTables } from '../modules/integracao-pedidos/tables';
import type { AprovacoesTables } from '../modules/aprovacoes/tables';
import type { LinkAcaoTables } from '../modules/link-acao/tables';
import type { ListasTables } from '../modules/listas/tables';
import type { ListasPrecoTables } from '../modules/listas-preco/tables';
import type { ImagensTables } from '../modules/imagens/tables';
import type { NotificacaoTables } from '../modules/notificacao/tables';
import type { PagamentosTables } from '../modules/pagamentos/tables';
import type { PaginasEstaticasTables } from '../modules/paginas-estaticas/tables';
import type { PedidosTables } from '../modules/pedidos/tables';
import type { RecuperacaoSenhaTables } from '../modules/recuperacao-senha/tables';
import type { SessaoTables } from '../modules/sessao/tables';
import type { TagPesquisaTables } from '../modules/tag-pesquisa/tables';
import type { TarefasTables } from '../modules/tarefas/tables';
import type { TermosUsoTables } from '../modules/termos-uso/tables';
import type { UsuarioTables } from '../modules/usuario/tables';
import type { UsuariosVinculadosTables } from '../modules/usuarios-vinculados/tables';
import type { VerificacaoTables } from '../modules/verificacao/tables';

export interface Database
  extends
    ApiKeyTables,
    AssinaturasTables,
    CarrinhoTables,
    CarrosselTables,
    CatalogoTables,
    ChatTables,
    CombosTables,
    RecomendacaoTables,
    ConteudoTables,
    CuponsTables,
    EmailTables,
    EnderecosTables,
    EntregaTables,
    EstudioTables,
    FaturasTables,
    FormasPagamentoTables,
    FornecedorTables,
    HandoverTables,
    IntegracaoTables,
    IntegracaoPedidosTables,
    AprovacoesTables,
    LinkAcaoTables,
    ListasTables,
    ListasPrecoTables,
    ImagensTables,
    NotificacaoTables,
    PagamentosTables,
    PaginasEstaticasTables,
    PedidosTables,
    RecuperacaoSenhaTables,
    SessaoTables,
    TagPesquisaTables,
    TarefasTables,
    TermosUsoTables,
    UsuarioTables,
    UsuariosVinculadosTables,
    VerificacaoTables {}
