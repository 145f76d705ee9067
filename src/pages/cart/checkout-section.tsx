/**
 * The cart page's checkout (spec section 2 'Cart: … delivery method, shipping, payment methods,
 * coupon, send'; issue 12, items 3–5): delivery or pickup, the address and the delivery options
 * with their fee and date, the pickup stores, the payment method with its installments, the total
 * with the delivery fee, and 'Enviar pedido' ('Solicitar orçamento' where the shop takes quotes).
 * Everything lives in the checkout model (engine/model/checkout); this only shows it and sends
 * the choices. A visitor is asked to log in.
 */
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { $enderecos, $erroLista } from '#engine/model/addresses';
import {
  $caracteristicas,
  $dataEntrega,
  $enviando,
  $erroEntrega,
  $erroEnvio,
  $erroPagamento,
  $errosCaracteristicas,
  $estadoEntrega,
  $formaEntregaAtiva,
  $formaPagamentoAtiva,
  $formasEntrega,
  $formasPagamento,
  $idendereco,
  $idformaentrega,
  $idformapagto,
  $idloja,
  $instrucoesPedido,
  $opcoesProntas,
  $lojas,
  $opcoesParcelas,
  $orcamento,
  $pedidoSubmetido,
  $quantParcelas,
  $respostasCaracteristicas,
  $taxaEntregaCentavos,
  $tipoEntrega,
  $tiposEntrega,
  $tipoDasFormasEntrega,
  $totalComEntrega,
  characteristicAnswered,
  checkoutOpened,
  deliveryDateChosen,
  addressChosen,
  deliveryErrorClosed,
  deliveryMethodChosen,
  paymentMethodChosen,
  storeChosen,
  installmentsChosen,
  pedidoSubmitted,
  submissionSeen,
  deliveryTypeChosen,
} from '#engine/model/checkout';
import { PRECISA_LOGIN } from '#engine/model/cart/flow';
import { $avisoLojas, $idenderecoInvalido, $irParaLojas } from '#engine/model/lojas';
import { loginOpened } from '#engine/model/login';
import { rotas } from '#engine/model/navigation';
import { $usuario } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import type { TipoEntrega } from '#engine/rules/delivery';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { MAX_VALOR_CARACTERISTICA, opcoesDe } from '#engine/rules/characteristics';
import { textoAjuste, textoParcela } from '#engine/rules/installments';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { FormField } from '#ui/form-field';
import { MapaLojas } from '#ui/mapa';
import { Message } from '#ui/message';
import { carregarSanitizador, SafeHtml, sanitizadorCarregado } from '#ui/safe-html';
import { CartaoSandbox } from './cartao-sandbox';
import * as styles from './checkout.css';
import { dataPorExtenso } from './data-por-extenso';

const TIPOS: Record<TipoEntrega, string> = { DELIVERY: 'Entrega no endereço', RETIRADA: 'Retirar na loja' };

export { dataPorExtenso };

function TipoEntregaEscolha() {
  const [tipos, tipo, escolher] = useUnit([$tiposEntrega, $tipoEntrega, deliveryTypeChosen]);
  if (tipos.length < 2) return null;
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>Como você quer receber?</legend>
      <div className={styles.inline}>
        {tipos.map((t) => (
          <label key={t} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name="tipoEntrega"
              value={t}
              checked={tipo === t}
              onChange={() => escolher(t)}
            />
            <span className={styles.optionTitle}>{TIPOS[t]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Enderecos() {
  const [enderecos, erro, idendereco, escolher, base] = useUnit([
    $enderecos,
    $erroLista,
    $idendereco,
    addressChosen,
    $rotaBase,
  ]);
  // Choosing an address asks which suppliers serve it (engine/model/lojas): several → the
  // store-selection screen; none → the warning and the address flagged.
  const [aviso, invalido, irParaLojas] = useUnit([$avisoLojas, $idenderecoInvalido, $irParaLojas]);
  const navigate = useNavigate();
  useEffect(() => {
    if (irParaLojas) void navigate(`${base}/lojas`);
  }, [irParaLojas, navigate, base]);
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>Endereço de entrega</legend>
      {erro ? <Message tone="critical">{erro}</Message> : null}
      {aviso && aviso.tom !== 'positive' ? (
        <Message tone={aviso.tom} role="alert">
          {aviso.texto}
        </Message>
      ) : null}
      {enderecos === null && !erro ? (
        <p className={`${styles.muted} ${styles.clear}`} role="status">
          Carregando seus endereços…
        </p>
      ) : null}
      {enderecos?.length === 0 ? (
        <Message tone="caution">Você ainda não tem um endereço cadastrado. Cadastre um para receber o pedido.</Message>
      ) : null}
      {enderecos && enderecos.length > 0 ? (
        <ul className={styles.options}>
          {enderecos.map((e) => (
            <li key={e.idendereco}>
              <label className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="idendereco"
                  value={e.idendereco}
                  checked={idendereco === e.idendereco}
                  onChange={() => escolher(e.idendereco)}
                  aria-invalid={invalido === e.idendereco || undefined}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionTitle}>
                    {e.apelido || 'Endereço'}
                    {e.primario ? ' (principal)' : ''}
                    {invalido === e.idendereco ? ' (não atendido)' : ''}
                  </span>
                  <span className={styles.muted}>{e.textoendereco}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.clear}>
        <Link to={rotas.enderecos(base)}>Adicionar endereço</Link>
      </p>
    </fieldset>
  );
}

function Lojas() {
  const [lojas, idloja, escolher, estado] = useUnit([$lojas, $idloja, storeChosen, $estadoEntrega]);
  const noMapa = useMemo(
    () =>
      lojas.map((l) => ({
        id: l.idloja,
        nome: l.nome,
        endereco: l.descricao_endereco_loja,
        lat: l.coordenadas_loja.lat,
        lng: l.coordenadas_loja.lng,
      })),
    [lojas],
  );
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>Loja para retirada</legend>
      {estado === 'pronto' && lojas.length === 0 ? (
        <Message tone="caution">Nenhuma loja disponível para retirada.</Message>
      ) : null}
      <ul className={styles.options}>
        {lojas.map((l) => (
          <li key={l.idloja}>
            <label className={styles.option}>
              <input
                className={styles.radio}
                type="radio"
                name="idloja"
                value={l.idloja}
                checked={idloja === l.idloja}
                onChange={() => escolher(l.idloja)}
              />
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>{l.nome}</span>
                <span className={styles.muted}>{l.descricao_endereco_loja}</span>
                {l.horario ? <span className={styles.muted}>Horário: {l.horario}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {lojas.length > 0 ? <MapaLojas lojas={noMapa} escolhida={idloja} onEscolher={escolher} /> : null}
    </fieldset>
  );
}

function FormasEntrega() {
  const [estado, formas, idforma, ativa, data, tipo] = useUnit([
    $estadoEntrega,
    $formasEntrega,
    $idformaentrega,
    $formaEntregaAtiva,
    $dataEntrega,
    $tipoEntrega,
  ]);
  const [escolher, escolherData, tipoDaLista] = useUnit([
    deliveryMethodChosen,
    deliveryDateChosen,
    $tipoDasFormasEntrega,
  ]);
  // Asking again for the same kind (another address): the options stay where they are, disabled,
  // until the answer replaces them, so nothing below them (the payment methods) moves under a tap.
  const recarregando = estado === 'carregando' && formas.length > 0 && tipoDaLista === tipo;
  const mostrarLista = formas.length > 0 && (estado !== 'carregando' || recarregando);
  return (
    <fieldset className={styles.block} aria-busy={estado === 'carregando' || undefined}>
      <legend className={styles.legend}>{tipo === 'RETIRADA' ? 'Retirada' : 'Forma de entrega'}</legend>
      {estado === 'carregando' && !recarregando ? (
        <p className={`${styles.muted} ${styles.clear}`} role="status">
          Carregando as formas de entrega…
        </p>
      ) : null}
      {estado === 'ocioso' && tipo === 'DELIVERY' ? (
        <p className={`${styles.muted} ${styles.clear}`}>Escolha um endereço para ver as formas de entrega.</p>
      ) : null}
      {estado === 'erro' ? <Message tone="caution">Não há formas de entrega disponíveis agora.</Message> : null}
      {mostrarLista ? (
        <ul className={styles.options}>
          {formas.map((f) => (
            <li key={f.idformaentrega}>
              <label className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="idformaentrega"
                  value={f.idformaentrega}
                  disabled={recarregando}
                  checked={idforma === f.idformaentrega}
                  onChange={() => escolher(f.idformaentrega)}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionTitle}>{f.nome}</span>
                  {f.descricao ? <span className={styles.muted}>{f.descricao}</span> : null}
                </span>
                {f.freteGratis || f.taxaEntrega === 0 ? (
                  <span className={styles.free}>Grátis</span>
                ) : (
                  <span className={styles.price}>{formatBRL(toCentavos(f.taxaEntrega))}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {mostrarLista && ativa && ativa.agendamento.length > 0 ? (
        <FormField
          label={tipo === 'RETIRADA' ? 'Data da retirada' : 'Data de entrega'}
          renderInput={(a11y) => (
            <select
              {...a11y}
              name="data_de_entrega"
              disabled={recarregando}
              value={data ?? ''}
              onChange={(e) => escolherData(e.currentTarget.value)}
            >
              {ativa.agendamento.map((d) => (
                <option key={d} value={d}>
                  {dataPorExtenso(d)}
                </option>
              ))}
            </select>
          )}
        />
      ) : null}
    </fieldset>
  );
}

function ErroEntregaDialog() {
  const [erro, fechar] = useUnit([$erroEntrega, deliveryErrorClosed]);
  return (
    <Dialog
      open={erro !== null}
      onOpenChange={(open) => (open ? undefined : fechar())}
      title="Formas de entrega"
      size="sm"
    >
      <p role="alert">{erro}</p>
      <Button onClick={() => fechar()}>Entendi</Button>
    </Dialog>
  );
}

function Pagamento() {
  const [formas, erro, idforma, ativa, parcelas, quantParcelas] = useUnit([
    $formasPagamento,
    $erroPagamento,
    $idformapagto,
    $formaPagamentoAtiva,
    $opcoesParcelas,
    $quantParcelas,
  ]);
  const [escolher, escolherParcelas] = useUnit([paymentMethodChosen, installmentsChosen]);
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>Forma de pagamento</legend>
      {erro ? <Message tone="critical">{erro}</Message> : null}
      {formas === null && !erro ? (
        <p className={`${styles.muted} ${styles.clear}`} role="status">
          Carregando as formas de pagamento…
        </p>
      ) : null}
      {formas?.length === 0 ? (
        <Message tone="caution">Nenhuma forma de pagamento disponível para a sua conta.</Message>
      ) : null}
      {formas && formas.length > 0 ? (
        <ul className={styles.options}>
          {formas.map((f) => {
            const ajuste = textoAjuste(f.ajustePercentual, f.descricao);
            return (
              <li key={f.idformapagto}>
                <label className={styles.option}>
                  <input
                    className={styles.radio}
                    type="radio"
                    name="idformapagto"
                    value={f.idformapagto}
                    checked={idforma === f.idformapagto}
                    onChange={() => escolher(f.idformapagto)}
                  />
                  <span className={styles.optionText}>
                    <span className={styles.optionTitle}>{f.descricao}</span>
                    {ajuste ? <span className={styles.ajuste}>{ajuste}</span> : null}
                    {f.quantParcelasMax > 1 ? <span className={styles.muted}>Em até {f.quantParcelasMax}x</span> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {ativa && ativa.quantParcelasMax > 1 && parcelas.length > 0 ? (
        <FormField
          label="Parcelas"
          hint={
            ativa.parcelaMinima > 0 ? `Parcela mínima de ${formatBRL(toCentavos(ativa.parcelaMinima))}.` : undefined
          }
          renderInput={(a11y) => (
            <select
              {...a11y}
              name="quantParcelas"
              value={quantParcelas}
              onChange={(e) => escolherParcelas(Number(e.currentTarget.value))}
            >
              {parcelas.map((p) => (
                <option key={p.quantParcelas} value={p.quantParcelas}>
                  {textoParcela(p)}
                </option>
              ))}
            </select>
          )}
        />
      ) : null}
      {ativa && (ativa.tipo === 'CARTAO_CREDITO' || ativa.tipo === 'CARTAO_DEBITO') ? <CartaoSandbox /> : null}
    </fieldset>
  );
}

/** The supplier's order instructions (custom content ORDER_INSTRUCTIONS), sanitised. */
function InstrucoesPedido() {
  const html = useUnit($instrucoesPedido);
  if (html === null) return null;
  return (
    <section className={styles.block} aria-labelledby="instrucoes-pedido-titulo" data-testid="instrucoes-pedido">
      <h3 id="instrucoes-pedido-titulo" className={styles.legend}>
        Instruções do pedido
      </h3>
      <SafeHtml html={html} className={`${styles.clear} ${styles.instrucoes}`} />
    </section>
  );
}

/** The supplier's client and order characteristics; a required one is marked and its error shown under it. */
function Caracteristicas() {
  const [defs, respostas, erros, responder] = useUnit([
    $caracteristicas,
    $respostasCaracteristicas,
    $errosCaracteristicas,
    characteristicAnswered,
  ]);
  if (defs.length === 0) return null;
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>Informações para o pedido</legend>
      <div className={`${styles.clear} ${styles.campos}`}>
        {defs.map((c) => {
          const label = `${c.nome}${c.obrigatoria ? ' *' : ' (opcional)'}`;
          const valor = respostas[c.idcaracteristica] ?? '';
          const mudar = (v: string) => responder({ idcaracteristica: c.idcaracteristica, valor: v });
          const opcoes = opcoesDe(c);
          return (
            <FormField
              key={c.idcaracteristica}
              label={label}
              error={erros[c.idcaracteristica]}
              renderInput={(a11y) =>
                opcoes.length > 0 ? (
                  <select
                    {...a11y}
                    name={`caracteristica-${c.idcaracteristica}`}
                    value={valor}
                    required={c.obrigatoria}
                    onChange={(e) => mudar(e.currentTarget.value)}
                  >
                    <option value="">Selecione…</option>
                    {opcoes.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...a11y}
                    name={`caracteristica-${c.idcaracteristica}`}
                    value={valor}
                    required={c.obrigatoria}
                    maxLength={MAX_VALOR_CARACTERISTICA}
                    onChange={(e) => mudar(e.currentTarget.value)}
                  />
                )
              }
            />
          );
        })}
      </div>
      <p className={styles.muted}>* Campo obrigatório</p>
    </fieldset>
  );
}

function Resumo() {
  const [taxa, total, ativa, tipo] = useUnit([
    $taxaEntregaCentavos,
    $totalComEntrega,
    $formaEntregaAtiva,
    $tipoEntrega,
  ]);
  return (
    <div className={styles.block} aria-label="Resumo do pedido" role="group">
      <p className={styles.row}>
        <span>{tipo === 'RETIRADA' ? 'Retirada' : 'Taxa de entrega'}</span>
        <span className={styles.nowrap} data-testid="checkout-taxa">
          {ativa === null ? '—' : taxa === 0 ? 'Grátis' : formatBRL(taxa)}
        </span>
      </p>
      <p className={styles.total}>
        <span>Total do pedido</span>
        <span className={styles.nowrap} data-testid="checkout-total">
          {total === null ? '—' : formatBRL(total)}
        </span>
      </p>
    </div>
  );
}

/**
 * Goes to the submission page once an order is submitted (the cart page calls it before its empty
 * state: the cart is already reset when the order comes back).
 */
export function useIrParaSubmissao() {
  const [submetido, vista, base] = useUnit([$pedidoSubmetido, submissionSeen, $rotaBase]);
  const navigate = useNavigate();
  useEffect(() => {
    if (submetido === null) return;
    vista();
    void navigate(`${base}/submissao/${submetido.numpedido}`);
  }, [submetido, vista, navigate, base]);
}

/** A locked cart can still be sent (the order's channel is then MANUAL, contract C). */
/** Shown to a representative who has not chosen the client the order is for. */
const ESCOLHA_CLIENTE = 'Escolha o cliente para quem é este pedido para ver as formas de entrega e de pagamento.';

export function CheckoutSection() {
  const [usuario, abrir, enviar, enviando, erro, orcamento, tipo, entrar, base] = useUnit([
    $usuario,
    checkoutOpened,
    pedidoSubmitted,
    $enviando,
    $erroEnvio,
    $orcamento,
    $tipoEntrega,
    loginOpened,
    $rotaBase,
  ]);
  const logado = usuario !== null;
  // A representative (or staff) acting for no client yet: the order needs one first.
  const semCliente = logado && !(usuario.idcliente && usuario.idcliente > 0);
  useEffect(() => {
    if (logado && !semCliente) abrir();
  }, [logado, semCliente, abrir]);
  const pronto = useOpcoesProntas();

  if (!logado) {
    return (
      <section className={styles.checkout} aria-label="Finalizar pedido">
        <Message tone="info">{PRECISA_LOGIN}</Message>
        <div className={styles.send}>
          <Button onClick={() => entrar(PRECISA_LOGIN)}>Entrar</Button>
        </div>
      </section>
    );
  }
  if (semCliente) {
    return (
      <section className={styles.checkout} aria-label="Finalizar pedido">
        <Message tone="info">{ESCOLHA_CLIENTE}</Message>
        <div className={styles.send}>
          <Link to={`${base}/minha-conta/trocar-cliente`}>Escolher cliente</Link>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.checkout} aria-labelledby="checkout-titulo">
      <h2 id="checkout-titulo" className={styles.legend}>
        Entrega e pagamento
      </h2>
      {pronto ? <Opcoes tipo={tipo} /> : <Carregando />}
      <div className={styles.send}>
        {erro ? (
          <Message tone="critical" role="alert" data-testid="checkout-erro">
            {erro}
          </Message>
        ) : null}
        <Button onClick={() => enviar()} disabled={enviando || !pronto} aria-busy={enviando || undefined}>
          {enviando ? 'Enviando…' : orcamento ? 'Solicitar orçamento' : 'Enviar pedido'}
        </Button>
      </div>
      <ErroEntregaDialog />
    </section>
  );
}

/** Until the options are ready (useOpcoesProntas): one line, in place of all of them. */
function Carregando() {
  return (
    <p className={`${styles.muted} ${styles.clear}`} role="status">
      Carregando as opções de entrega e pagamento…
    </p>
  );
}

function Opcoes({ tipo }: { tipo: TipoEntrega }) {
  return (
    <>
      <InstrucoesPedido />
      <TipoEntregaEscolha />
      {tipo === 'DELIVERY' ? <Enderecos /> : <Lojas />}
      <FormasEntrega />
      <Pagamento />
      <Caracteristicas />
      <Resumo />
    </>
  );
}

/**
 * Whether the checkout's options can be shown where they will stay: the model's `$opcoesProntas`
 * (every answer they are laid out from is in), and, when the order instructions are HTML, the
 * sanitizer loaded (SafeHtml would otherwise show them as one line of text, then grow them into
 * their paragraphs above the options).
 */
function useOpcoesProntas(): boolean {
  const [prontas, instrucoes] = useUnit([$opcoesProntas, $instrucoesPedido]);
  const precisaSanitizador = instrucoes !== null && instrucoes.includes('<');
  const [sanitizador, setSanitizador] = useState(sanitizadorCarregado);
  useEffect(() => {
    if (!precisaSanitizador || sanitizador) return;
    let vivo = true;
    void carregarSanitizador().then(() => {
      if (vivo) setSanitizador(true);
    });
    return () => {
      vivo = false;
    };
  }, [precisaSanitizador, sanitizador]);
  return prontas && (!precisaSanitizador || sanitizador);
}
