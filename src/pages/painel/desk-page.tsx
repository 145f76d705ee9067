/**
 * The supplier's order desk (issue 13): `/{slug}/painel` lists the shop's orders and quotes (by
 * status and by a search of the number, the client's name or CPF/CNPJ; 'Carregar mais'), and
 * `/{slug}/painel/pedidos/{numpedido}` shows one with its client (and 'Ver carrinho do cliente':
 * `/{slug}/painel/clientes/{idcliente}/carrinho`, ./carrinho-cliente.tsx), items, delivery, payment and
 * history, the moves it may take next (each a button; a cancel asks first), the client's titles
 * with 'Marcar como pago' (./titulos-cliente.tsx) and, for a quote, a unit price per item and the
 * delivery fee. Its own lazy chunk (the shopper's first view does not carry it; nor
 * `/{slug}/painel/produtos`, an admin's product pictures, ./produtos-imagens.tsx, nor
 * `/{slug}/painel/tarefas`, the shop's failed background jobs, ./tarefas-falhas.tsx, nor
 * `/{slug}/painel/cobranca`, its charging settings, ./configuracoes-cobranca.tsx; `/{slug}/painel/listas`,
 * its suggested shopping lists, ./listas-sugeridas.tsx),
 * `/{slug}/painel/cobranca`, its charging settings, ./configuracoes-cobranca.tsx, nor
 * `/{slug}/painel/combos`, its promotional combos, ./combos-painel.tsx, nor `/{slug}/painel/chat`,
 * the attendants' chat inbox, ./chat-painel.tsx, a chunk of its own, nor `/{slug}/painel/integracao`,
 * the admin's ERP integration credentials, ./credenciais-integracao.tsx, a chunk of its own too),
 * keyboard usable (native links, buttons, inputs and a Radix dialog). The server checks
 * the attendant's or admin's role on every call; anyone else sees the login and the refusal.
 */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  $carregandoPainel,
  $carregandoPedidoPainel,
  $ehEquipe,
  $erroPainel,
  $exportando,
  $erroPedidoPainel,
  $filtroPainel,
  $mensagemPainel,
  $movendo,
  $pedidoPainel,
  $pedidosPainel,
  $anexandoDanfe,
  $attachingXml,
  $precificando,
  $temMaisPainel,
  $totalPainel,
  deskMoreRequested,
  danfeSubmitted,
  nfeXmlSubmitted,
  exportarPedidosFx,
  filterApplied,
  deskShown,
  deskPedidoOpened,
  pricesSubmitted,
  statusChosen,
  type PedidoPainel,
} from '#engine/model/painel';
import { $ehAdminLoja } from '#engine/model/produtos-admin';
import { $fornecedor, $rotaBase } from '#engine/model/supplier';
import { formatDocumento } from '#engine/rules/login-id';
import { formatarChaveNfe } from '#engine/rules/nfe-key';
import { STATUS_PEDIDO, rotuloStatusPedido, type StatusPedido } from '#engine/rules/pedido-status';
import { productCodesLabel } from '#engine/rules/product-code';
import { Button, ButtonLink } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { FileField } from '#ui/file-field';
import { FormField, TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import { useHydrated } from '#ui/use-hydrated';
import { ListaPaginada } from './lista-paginada';
import { dataHora, reais, salvarArquivo, tomStatus } from '#features/orders/format';
import { OrderDelivery, OrderTimeline } from '#features/orders/order-parts';
import * as pedidos from '#features/orders/orders.css';
import { TitulosCliente } from './titulos-cliente';
import { CarrinhoDoCliente } from './carrinho-cliente';
import { LoginEquipe } from './login-equipe';
import { ProdutosImagens } from './produtos-imagens';
import { TarefasFalhas } from './tarefas-falhas';
import { ConfiguracoesCobranca } from './configuracoes-cobranca';
import { ListasSugeridas } from './listas-sugeridas';
import { CombosPainel } from './combos-painel';
import * as styles from './painel.css';

// The chat inbox (./chat-painel) brings the chat model and socket.io-client: its own chunk.
const ChatPainel = lazy(() => import('./chat-painel'));
// The integration credentials (issue 33), an admin's screen: its own chunk too.
const CredenciaisIntegracao = lazy(() => import('./credenciais-integracao'));
// The registration approvals (issue 33, item 5): its own chunk as well.
const CadastrosPainel = lazy(() => import('./cadastros-painel'));

/** The button of a move, in words a person reads. */
const ACAO: Record<StatusPedido, string> = {
  ORCAMENTO_NOVO: 'Voltar a orçamento',
  ORCAMENTO_PRECIFICADO: 'Marcar como precificado',
  ENVIADO: 'Marcar como recebido',
  SEPARANDO: 'Iniciar separação',
  AGUARDANDOPAGAMENTO: 'Aguardar pagamento',
  PAGO: 'Marcar como pago',
  EMENTREGA: 'Saiu para entrega',
  PRONTO_RETIRADA: 'Pronto para retirada',
  ENTREGUE: 'Marcar como entregue',
  CANCELADO: 'Cancelar pedido',
};

function SemAcesso() {
  return (
    <LoginEquipe
      titulo="Painel de pedidos"
      aviso="O painel de pedidos é só para os atendentes e administradores da loja. Entre com a sua conta da equipe."
    />
  );
}

/** 'Exportar pedidos': the list's orders (its filters) as Excel or CSV, saved by the browser. */
function Exportar() {
  const [exportando, exportar] = useUnit([$exportando, exportarPedidosFx]);
  const hydrated = useHydrated();
  const baixar = (formato: 'xlsx' | 'csv') => {
    exportar(formato).then(
      ({ arquivo, nome }) => salvarArquivo(arquivo, nome),
      () => undefined, // the model shows the error above the list
    );
  };
  return (
    <div className={styles.acoes} role="group" aria-label="Exportar pedidos">
      <Button variant="secondary" disabled={exportando || !hydrated} onClick={() => baixar('xlsx')}>
        {exportando ? 'Exportando…' : 'Exportar pedidos (Excel)'}
      </Button>
      <Button variant="secondary" disabled={exportando || !hydrated} onClick={() => baixar('csv')}>
        Exportar CSV
      </Button>
    </div>
  );
}

function Lista() {
  const [lista, total, temMais, carregando, erro, filtro, base, fornecedor] = useUnit([
    $pedidosPainel,
    $totalPainel,
    $temMaisPainel,
    $carregandoPainel,
    $erroPainel,
    $filtroPainel,
    $rotaBase,
    $fornecedor,
  ]);
  const [aplicar, mais, mostrar, admin] = useUnit([filterApplied, deskMoreRequested, deskShown, $ehAdminLoja]);
  const hydrated = useHydrated();
  const [status, setStatus] = useState<string>(filtro.status[0] ?? '');
  const [busca, setBusca] = useState(filtro.busca);
  useEffect(() => {
    mostrar();
  }, [mostrar]);
  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    aplicar({ status: status ? [status as StatusPedido] : [], busca });
  };
  return (
    <section className={pedidos.page} aria-labelledby="painel-titulo">
      <h1 id="painel-titulo" className={pedidos.title}>
        Painel de pedidos
      </h1>
      <p className={pedidos.muted}>{fornecedor?.nome}</p>
      <form className={styles.filtros} onSubmit={enviar} role="search" aria-label="Filtrar pedidos">
        <div className={styles.campo}>
          <FormField
            label="Situação"
            renderInput={(a11y) => (
              <select {...a11y} name="status" value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
                <option value="">Todas</option>
                {STATUS_PEDIDO.map((s) => (
                  <option key={s} value={s}>
                    {rotuloStatusPedido(s)}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
        <div className={styles.campo}>
          <FormField
            label="Buscar"
            hint="Número do pedido, nome do cliente ou CPF/CNPJ"
            renderInput={(a11y) => (
              <input
                {...a11y}
                type="search"
                name="busca"
                maxLength={80}
                value={busca}
                onChange={(e) => setBusca(e.currentTarget.value)}
              />
            )}
          />
        </div>
        <Button type="submit" disabled={!hydrated}>
          Filtrar
        </Button>
      </form>
      <Exportar />
      <nav aria-label="Administração da loja" className={styles.acoes}>
        <Link to={`${base}/painel/chat`}>Chat com clientes</Link>
        <Link to={`${base}/painel/tarefas`}>Tarefas com falha</Link>
        <Link to={`${base}/painel/cobranca`}>Cobrança e assinaturas</Link>
        <Link to={`${base}/painel/listas`}>Listas sugeridas</Link>
        <Link to={`${base}/painel/combos`}>Combos promocionais</Link>
        <Link to={`${base}/painel/cadastros`}>Aprovação de cadastros</Link>
        {admin ? (
          <>
            <Link to={`${base}/painel/produtos`}>Imagens dos produtos</Link>
            <Link to={`${base}/painel/integracao`}>Integração com o ERP</Link>
            <Link to={`${base}/painel/loja`}>Editar a loja (estúdio)</Link>
          </>
        ) : null}
      </nav>
      <ListaPaginada
        lista={lista}
        total={total}
        erro={erro}
        carregando={carregando}
        temMais={temMais}
        mais={mais}
        textos={{
          carregando: 'Carregando pedidos…',
          vazio: 'Nenhum pedido encontrado.',
          contagem: (n) => (n === 1 ? '1 pedido' : `${n} pedidos`),
        }}
      >
        {(itens) => (
          <div className={styles.rolagem}>
            <table className={styles.tabela} data-testid="painel-pedidos">
              <thead>
                <tr>
                  <th className={styles.celula} scope="col">
                    Nº
                  </th>
                  <th className={`${styles.celula} ${styles.larga}`} scope="col">
                    Data
                  </th>
                  <th className={styles.celula} scope="col">
                    Cliente
                  </th>
                  <th className={styles.celula} scope="col">
                    Situação
                  </th>
                  <th className={`${styles.celula} ${styles.numero} ${styles.larga}`} scope="col">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {itens.map((p) => (
                  <tr key={p.numpedido} data-numpedido={p.numpedido}>
                    <td className={styles.celula}>
                      <Link
                        to={`${base}/painel/pedidos/${p.numpedido}`}
                        aria-label={`${p.orcamento ? 'Orçamento' : 'Pedido'} ${p.numpedido}, ${p.cliente.nome}`}
                      >
                        {p.numpedido}
                      </Link>
                    </td>
                    <td className={`${styles.celula} ${styles.larga}`}>{dataHora(p.criadoEm)}</td>
                    <td className={styles.celula}>{p.cliente.nome}</td>
                    <td className={styles.celula}>
                      <span className={pedidos.badge[tomStatus(p.status)]}>{rotuloStatusPedido(p.status)}</span>
                    </td>
                    <td className={`${styles.celula} ${styles.numero} ${styles.larga}`}>{reais(p.totalpedido)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListaPaginada>
    </section>
  );
}

function Precos({ pedido }: { pedido: PedidoPainel }) {
  const [enviando, enviar] = useUnit([$precificando, pricesSubmitted]);
  const hydrated = useHydrated();
  const [precos, setPrecos] = useState<Record<number, string>>(() =>
    Object.fromEntries(pedido.itens.map((i) => [i.id, i.precoUnitario.toFixed(2).replace('.', ',')])),
  );
  const [taxa, setTaxa] = useState(pedido.taxaentrega.toFixed(2).replace('.', ','));
  const [erro, setErro] = useState<string | null>(null);
  const numero = (texto: string) => Number(texto.trim().replace(/\./g, '').replace(',', '.'));
  const salvar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const itens = pedido.itens.map((i) => ({ id: i.id, precoUnitario: numero(precos[i.id] ?? '') }));
    const taxaentrega = numero(taxa);
    if (
      itens.some((i) => !Number.isFinite(i.precoUnitario) || i.precoUnitario <= 0) ||
      !Number.isFinite(taxaentrega) ||
      taxaentrega < 0
    ) {
      setErro('Informe um preço maior que zero para cada item e uma taxa de entrega válida (ex.: 12,50).');
      return;
    }
    setErro(null);
    enviar({ itens, taxaentrega });
  };
  return (
    <form className={pedidos.section} onSubmit={salvar} aria-labelledby="precos-titulo" noValidate>
      <h2 id="precos-titulo" className={pedidos.subtitle}>
        Precificar orçamento
      </h2>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {pedido.itens.map((i) => (
        <label key={i.id} className={pedidos.row}>
          <span>
            {i.nome} · {i.quantidade} {i.unidade}
          </span>
          <span>
            R${' '}
            <input
              className={styles.preco}
              inputMode="decimal"
              name={`preco-${i.id}`}
              aria-label={`Preço unitário de ${i.nome}`}
              value={precos[i.id] ?? ''}
              onChange={(e) => {
                const valor = e.currentTarget.value;
                setPrecos((p) => ({ ...p, [i.id]: valor }));
              }}
            />
          </span>
        </label>
      ))}
      <label className={pedidos.row}>
        <span>Taxa de entrega</span>
        <span>
          R${' '}
          <input
            className={styles.preco}
            inputMode="decimal"
            name="taxaentrega"
            aria-label="Taxa de entrega"
            value={taxa}
            onChange={(e) => setTaxa(e.currentTarget.value)}
          />
        </span>
      </label>
      <Button type="submit" disabled={enviando || !hydrated}>
        {enviando ? 'Salvando…' : 'Salvar preços e avisar o cliente'}
      </Button>
    </form>
  );
}

/** The order's DANFE: the key attached (and the PDF), and the form to attach or replace it. */
function Danfe({ pedido }: { pedido: PedidoPainel }) {
  const [anexando, enviar] = useUnit([$anexandoDanfe, danfeSubmitted]);
  const hydrated = useHydrated();
  const [chave, setChave] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  if (pedido.orcamento || pedido.status === 'CANCELADO') return null;
  return (
    <form
      className={pedidos.section}
      aria-labelledby="danfe-titulo"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        enviar({ chave, arquivo });
      }}
    >
      <h2 id="danfe-titulo" className={pedidos.subtitle}>
        Nota fiscal (DANFE)
      </h2>
      {pedido.danfe ? (
        <p data-testid="painel-danfe">
          Anexada em {dataHora(pedido.danfe.anexadoEm)}. Chave de acesso:{' '}
          <span className={styles.chave} data-testid="painel-danfe-chave">
            {formatarChaveNfe(pedido.danfe.chave)}
          </span>
        </p>
      ) : (
        <p className={pedidos.muted}>Nenhuma nota fiscal anexada a este pedido.</p>
      )}
      <TextField
        label="Chave de acesso da NF-e"
        hint="Os 44 dígitos impressos no DANFE (os espaços são opcionais)."
        name="chave"
        inputMode="numeric"
        autoComplete="off"
        maxLength={80}
        value={chave}
        onChange={(e) => setChave(e.currentTarget.value)}
      />
      <FileField
        label="Arquivo do DANFE (PDF, até 5 MB)"
        name="danfe"
        accept="application/pdf,.pdf"
        disabled={!hydrated}
        onFile={setArquivo}
      />
      <Button type="submit" disabled={anexando || !hydrated}>
        {anexando ? 'Anexando…' : pedido.danfe ? 'Substituir nota fiscal' : 'Anexar nota fiscal'}
      </Button>
    </form>
  );
}

/**
 * Issue 34: the NF-e's authorised XML beside the DANFE, as the emitter keeps it; the server reads
 * it (protocol, key, emitter) and takes it only with the attached DANFE's access key.
 */
function NfeXml({ pedido }: { pedido: PedidoPainel }) {
  const [anexando, enviar] = useUnit([$attachingXml, nfeXmlSubmitted]);
  const hydrated = useHydrated();
  const [arquivo, setArquivo] = useState<File | null>(null);
  if (!pedido.danfe || pedido.orcamento || pedido.status === 'CANCELADO') return null;
  return (
    <form
      className={pedidos.section}
      aria-labelledby="nfe-xml-titulo"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        enviar(arquivo);
      }}
    >
      <h2 id="nfe-xml-titulo" className={pedidos.subtitle}>
        XML da NF-e
      </h2>
      <p className={pedido.danfe.xml ? undefined : pedidos.muted} data-testid="painel-nfe-xml">
        {pedido.danfe.xml
          ? 'XML anexado: o cliente o baixa ao lado do DANFE.'
          : 'Nenhum XML anexado. Envie o XML autorizado (com o protocolo da SEFAZ) da mesma chave do DANFE.'}
      </p>
      <FileField
        label="Arquivo XML da NF-e (até 1 MB)"
        name="nfe-xml"
        accept="application/xml,text/xml,.xml"
        disabled={!hydrated}
        onFile={setArquivo}
      />
      <Button type="submit" disabled={anexando || !hydrated}>
        {anexando ? 'Anexando…' : pedido.danfe.xml ? 'Substituir XML' : 'Anexar XML'}
      </Button>
    </form>
  );
}

function Detalhe({ pedido }: { pedido: PedidoPainel }) {
  const [mensagem, movendo, mover, base] = useUnit([$mensagemPainel, $movendo, statusChosen, $rotaBase]);
  const [cancelar, setCancelar] = useState(false);
  const { entrega, pagamento, cliente } = pedido;
  return (
    <section className={pedidos.page} aria-labelledby="pedido-titulo">
      <p className={pedidos.muted}>
        <Link to={`${base}/painel`}>← Painel de pedidos</Link>
      </p>
      <div className={pedidos.cardHead}>
        <h1 id="pedido-titulo" className={pedidos.title}>
          {pedido.orcamento ? 'Orçamento' : 'Pedido'} nº {pedido.numpedido}
        </h1>
        <span className={pedidos.badge[tomStatus(pedido.status)]} data-testid="painel-status">
          {rotuloStatusPedido(pedido.status)}
        </span>
      </div>
      <p className={pedidos.muted}>
        Feito em {dataHora(pedido.criadoEm)} · canal {pedido.canalVenda}
        {pedido.emitidoPor ? ` · emitido por ${pedido.emitidoPor}` : ''}
      </p>
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'}>
          {mensagem.texto}
        </Message>
      ) : null}
      {pedido.proximosStatus.length > 0 ? (
        <div className={styles.acoes} role="group" aria-label="Mudar a situação">
          {pedido.proximosStatus.map((s) =>
            s === 'CANCELADO' ? (
              <Button key={s} variant="secondary" disabled={movendo} onClick={() => setCancelar(true)}>
                {ACAO[s]}
              </Button>
            ) : (
              <Button key={s} disabled={movendo} onClick={() => mover(s)}>
                {ACAO[s]}
              </Button>
            ),
          )}
        </div>
      ) : null}
      <Dialog
        open={cancelar}
        onOpenChange={setCancelar}
        title={`Cancelar o ${pedido.orcamento ? 'orçamento' : 'pedido'} nº ${pedido.numpedido}?`}
        description="O cliente será avisado por e-mail e o estoque reservado volta para a loja. Esta ação não pode ser desfeita."
      >
        <div className={styles.acoes}>
          <Button
            onClick={() => {
              setCancelar(false);
              mover('CANCELADO');
            }}
          >
            Sim, cancelar
          </Button>
          <Button variant="secondary" onClick={() => setCancelar(false)}>
            Voltar
          </Button>
        </div>
      </Dialog>
      <div className={pedidos.columns}>
        <section className={pedidos.section} aria-labelledby="cliente-titulo">
          <h2 id="cliente-titulo" className={pedidos.subtitle}>
            Cliente
          </h2>
          <dl className={styles.cliente}>
            <dt>Nome</dt>
            <dd>{cliente.nome}</dd>
            <dt>CPF/CNPJ</dt>
            <dd>{formatDocumento(cliente.documento)}</dd>
            <dt>E-mail</dt>
            <dd>{cliente.email}</dd>
          </dl>
          <p>
            <Link to={`${base}/painel/clientes/${cliente.idcliente}/carrinho`}>Ver carrinho do cliente</Link>
          </p>
        </section>
        <section className={pedidos.section} aria-labelledby="entrega-titulo">
          <h2 id="entrega-titulo" className={pedidos.subtitle}>
            {entrega.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Entrega'}
          </h2>
          <OrderDelivery entrega={entrega} />
          <p className={pedidos.row}>
            <span>Pagamento</span>
            <span>
              {pagamento.descricao}
              {pagamento.quantParcelas > 1 ? ` em ${pagamento.quantParcelas}x` : ''}
            </span>
          </p>
          {pedido.numPedidoCliente ? (
            <p className={pedidos.muted}>Pedido do cliente: {pedido.numPedidoCliente}</p>
          ) : null}
          {pedido.anotacoes ? <p className={pedidos.muted}>Observações: {pedido.anotacoes}</p> : null}
        </section>
      </div>
      <TitulosCliente idcliente={cliente.idcliente} />
      {pedido.podePrecificar ? <Precos key={`${pedido.numpedido}-${pedido.status}`} pedido={pedido} /> : null}
      <Danfe key={`danfe-${pedido.numpedido}-${pedido.danfe?.chave ?? ''}`} pedido={pedido} />
      <NfeXml
        key={`xml-${pedido.numpedido}-${pedido.danfe?.chave ?? ''}-${String(pedido.danfe?.xml)}`}
        pedido={pedido}
      />
      <section className={pedidos.section} aria-labelledby="itens-titulo">
        <h2 id="itens-titulo" className={pedidos.subtitle}>
          Itens
        </h2>
        <ul className={pedidos.list}>
          {pedido.itens.map((i) => (
            <li key={i.id} className={pedidos.row}>
              <span>
                {i.quantidade} {i.unidade} · {i.codigo != null ? `${productCodesLabel(i.codigo, i.ean)} · ` : ''}
                {i.nome} ({reais(i.precoUnitario)})
              </span>
              <span className={pedidos.amount}>{reais(i.total)}</span>
            </li>
          ))}
        </ul>
        <p className={pedidos.row}>
          <span>Subtotal</span>
          <span>{reais(pedido.subtotal)}</span>
        </p>
        {pedido.desconto > 0 ? (
          <p className={pedidos.row}>
            <span>Desconto</span>
            <span>− {reais(pedido.desconto)}</span>
          </p>
        ) : null}
        <p className={pedidos.row}>
          <span>Entrega</span>
          <span>{pedido.taxaentrega > 0 ? reais(pedido.taxaentrega) : 'Grátis'}</span>
        </p>
        <p className={pedidos.row}>
          <strong>Total</strong>
          <strong data-testid="painel-total">{reais(pedido.totalpedido)}</strong>
        </p>
      </section>
      <section className={pedidos.section} aria-labelledby="historico-titulo">
        <h2 id="historico-titulo" className={pedidos.subtitle}>
          Histórico
        </h2>
        <OrderTimeline historico={pedido.historico} testId="painel-historico" />
      </section>
    </section>
  );
}

function UmPedido({ numpedido }: { numpedido: number }) {
  const [pedido, erro, carregando, abrir, base] = useUnit([
    $pedidoPainel,
    $erroPedidoPainel,
    $carregandoPedidoPainel,
    deskPedidoOpened,
    $rotaBase,
  ]);
  useEffect(() => {
    abrir(numpedido);
  }, [abrir, numpedido]);
  if (!Number.isSafeInteger(numpedido) || numpedido <= 0)
    return (
      <StatusScreen
        titulo="Pedido não encontrado."
        acao={<ButtonLink to={`${base}/painel`}>Voltar ao painel</ButtonLink>}
      />
    );
  if (erro)
    return <StatusScreen titulo={erro} acao={<ButtonLink to={`${base}/painel`}>Voltar ao painel</ButtonLink>} />;
  if (pedido?.numpedido !== numpedido)
    return <StatusScreen titulo="Carregando o pedido…" carregando={carregando || pedido === null} />;
  return <Detalhe pedido={pedido} />;
}

export default function DeskPage() {
  const [equipe, base] = useUnit([$ehEquipe, $rotaBase]);
  // The route is `painel/*`: '' the list, 'pedidos/{n}' one order, 'clientes/{id}/carrinho' a client's cart,
  // 'produtos' the product pictures (an admin's), 'tarefas' the failed background jobs, 'cobranca'
  // the charging settings, 'listas' the suggested shopping lists, 'cadastros' the registration approvals.
  const resto = useParams()['*'] ?? '';
  if (!equipe) return <SemAcesso />;
  const pedido = /^pedidos\/([^/]+)\/?$/.exec(resto);
  const carrinho = /^clientes\/([^/]+)\/carrinho\/?$/.exec(resto);
  if (pedido) return <UmPedido numpedido={Number(pedido[1])} />;
  if (resto.replace(/\/$/, '') === 'produtos') return <ProdutosImagens />;
  if (resto.replace(/\/$/, '') === 'tarefas') return <TarefasFalhas />;
  if (resto.replace(/\/$/, '') === 'cobranca') return <ConfiguracoesCobranca />;
  if (resto.replace(/\/$/, '') === 'listas') return <ListasSugeridas />;
  if (resto.replace(/\/$/, '') === 'combos') return <CombosPainel />;
  if (resto.replace(/\/$/, '') === 'integracao')
    return (
      <Suspense fallback={<StatusScreen titulo="Carregando as credenciais…" carregando />}>
        <CredenciaisIntegracao />
      </Suspense>
    );
  if (resto.replace(/\/$/, '') === 'cadastros')
    return (
      <Suspense fallback={<StatusScreen titulo="Carregando os cadastros…" carregando />}>
        <CadastrosPainel />
      </Suspense>
    );
  if (resto.replace(/\/$/, '') === 'chat')
    return (
      <Suspense fallback={<StatusScreen titulo="Carregando as conversas…" carregando />}>
        <ChatPainel />
      </Suspense>
    );
  if (carrinho) return <CarrinhoDoCliente idcliente={Number(carrinho[1])} />;
  if (resto.replace(/\/$/, '') === '') return <Lista />;
  return (
    <StatusScreen
      titulo="Página não encontrada."
      acao={<ButtonLink to={`${base}/painel`}>Voltar ao painel</ButtonLink>}
    />
  );
}
