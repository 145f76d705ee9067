/**
 * 'Meus endereços' (`/{slug}/minha-conta/enderecos`; spec section 2 'Address list and new
 * address'; issue 12, item 1): the client's addresses at this shop, the primary first; add one by
 * CEP (the server looks it up and fills rua, bairro, cidade and UF; when it cannot, the message
 * says so and the fields stay open for typing), edit, make primary, delete (with a confirmation),
 * a map pin. The list loads in the browser, on open; the page's frame (blocks/groups/account/page.tsx)
 * asks an anonymous visitor to log in and shows a list that failed to load.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import {
  $consultaCep,
  $enderecos,
  $erroFormulario,
  $errosFormulario,
  $formulario,
  $mensagemEnderecos,
  $salvandoEndereco,
  fieldChanged,
  editAddressClicked,
  addressesPageShown,
  deleteAddressConfirmed,
  formCanceled,
  formSubmitted,
  newAddressClicked,
  positionChanged,
  makePrimaryClicked,
  whatsappToggled,
  TEXTOS_ENDERECOS,
  type CampoFormulario,
  type Endereco,
  type FormularioEndereco,
} from '#engine/model/addresses';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $usuario } from '#engine/model/session';
import { $fornecedor, $rotaBase } from '#engine/model/supplier';
import { LIMITES_ENDERECO, textoQuemRecebe, UFS } from '#engine/rules/address';
import { pageLink } from '#schemas/page-types';
import { Button } from '#ui/button';
import { CheckboxField, FormField, TextField } from '#ui/form-field';
import { PhoneField } from '#ui/masked-input';
import { Message } from '#ui/message';
import type { AddressBookProps } from './schema';
import * as styles from './address-book.css';
import { MapPin } from './map-pin';

/** Brasília, where a map opens without a better centre. */
const CENTRO_DO_BRASIL = { lat: -15.7939, lng: -47.8828 };

function CepStatus() {
  const consulta = useUnit($consultaCep);
  const texto =
    consulta.estado === 'consultando'
      ? TEXTOS_ENDERECOS.cepConsultando
      : consulta.estado === 'encontrado'
        ? TEXTOS_ENDERECOS.cepEncontrado
        : consulta.estado === 'falhou'
          ? consulta.mensagem
          : '';
  return (
    <p
      id="endereco-cep-status"
      role="status"
      className={`${styles.cepStatus} ${consulta.estado === 'falhou' ? styles.cepFalhou : ''}`}
    >
      {texto}
    </p>
  );
}

function EnderecoForm({ form, props }: { form: FormularioEndereco; props: AddressBookProps }) {
  const [erros, erro, salvando, alterar, enviar, cancelar, mudarPosicao, fornecedor, marcarWhatsapp] = useUnit([
    $errosFormulario,
    $erroFormulario,
    $salvandoEndereco,
    fieldChanged,
    formSubmitted,
    formCanceled,
    positionChanged,
    $fornecedor,
    whatsappToggled,
  ]);
  // The map opens on the supplier's store when the address has no coordinates yet.
  const loja = fornecedor?.meta_info;
  const centro =
    typeof loja?.latitude === 'number' && typeof loja.longitude === 'number'
      ? { lat: loja.latitude, lng: loja.longitude }
      : CENTRO_DO_BRASIL;
  const cepRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** After a save is tried, the first field refused gets the focus (its message is read with it). */
  const focarErro = useRef(false);
  const novo = form.idendereco === null;
  useEffect(() => {
    cepRef.current?.focus();
  }, [form.idendereco]);
  useEffect(() => {
    if (!focarErro.current) return;
    focarErro.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [erros]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    focarErro.current = true;
    enviar();
  };
  const campo = (nome: CampoFormulario) => ({
    name: nome,
    value: form[nome],
    onChange: (e: { currentTarget: { value: string } }) => alterar({ campo: nome, valor: e.currentTarget.value }),
  });
  const titulo = novo ? 'Novo endereço' : 'Editar endereço';
  return (
    <section aria-labelledby="endereco-form-titulo" className={styles.section}>
      <h2 id="endereco-form-titulo" className={styles.sectionTitle}>
        {titulo}
      </h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="endereco-form-titulo">
        <div className={styles.grid}>
          <div className={styles.span2}>
            <FormField
              label="CEP"
              hint={props.ajudaCep || undefined}
              error={erros.cep}
              renderInput={(a11y) => (
                <input
                  {...a11y}
                  ref={cepRef}
                  {...campo('cep')}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  placeholder="00000-000"
                  maxLength={9}
                  required
                  aria-describedby={[a11y['aria-describedby'], 'endereco-cep-status'].filter(Boolean).join(' ')}
                />
              )}
            />
          </div>
          <div className={styles.span4}>
            <TextField
              label="Apelido (opcional)"
              hint="Ex.: Casa, Loja, Depósito."
              maxLength={LIMITES_ENDERECO.apelido}
              error={erros.apelido}
              {...campo('apelido')}
            />
          </div>
        </div>
        <CepStatus />
        <div className={styles.grid}>
          <div className={styles.span6}>
            <TextField
              label="Rua"
              autoComplete="address-line1"
              required
              maxLength={LIMITES_ENDERECO.rua}
              error={erros.rua}
              {...campo('rua')}
            />
          </div>
          <div className={styles.span2}>
            <TextField
              label="Número"
              required
              maxLength={LIMITES_ENDERECO.numero}
              error={erros.numero}
              {...campo('numero')}
            />
          </div>
          <div className={styles.span4}>
            <TextField
              label="Complemento (opcional)"
              autoComplete="address-line2"
              maxLength={LIMITES_ENDERECO.complemento}
              error={erros.complemento}
              {...campo('complemento')}
            />
          </div>
          <div className={styles.span6}>
            <TextField
              label="Bairro"
              required
              maxLength={LIMITES_ENDERECO.bairro}
              error={erros.bairro}
              {...campo('bairro')}
            />
          </div>
          <div className={styles.span4}>
            <TextField
              label="Cidade"
              autoComplete="address-level2"
              required
              maxLength={LIMITES_ENDERECO.cidade}
              error={erros.cidade}
              {...campo('cidade')}
            />
          </div>
          <div className={styles.span2}>
            <FormField
              label="Estado (UF)"
              error={erros.uf}
              renderInput={(a11y) => (
                <select {...a11y} {...campo('uf')} autoComplete="address-level1" required>
                  <option value="">Selecione</option>
                  {UFS.map((uf) => (
                    <option key={uf} value={uf}>
                      {uf}
                    </option>
                  ))}
                </select>
              )}
            />
          </div>
          {props.mostrarReferencia ? (
            <div className={styles.span6}>
              <TextField
                label="Ponto de referência (opcional)"
                maxLength={LIMITES_ENDERECO.referencia}
                error={erros.referencia}
                {...campo('referencia')}
              />
            </div>
          ) : null}
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Quem recebe</legend>
          <div className={styles.grid}>
            <div className={styles.span3}>
              <TextField
                label="Nome de quem recebe (opcional)"
                hint="Deixe em branco se for você."
                autoComplete="name"
                maxLength={LIMITES_ENDERECO.destinatario}
                error={erros.destinatario}
                {...campo('destinatario')}
              />
            </div>
            <div className={styles.span3}>
              <PhoneField
                label="Telefone para a entrega (opcional)"
                name="telefone"
                autoComplete="tel"
                hint="Com DDD."
                error={erros.telefone}
                value={form.telefone}
                onValueChange={(valor) => alterar({ campo: 'telefone', valor })}
              />
            </div>
          </div>
          <CheckboxField
            label="Aceito receber mensagens sobre a entrega pelo WhatsApp neste telefone"
            name="whatsapp"
            checked={form.whatsapp}
            onChange={(e) => marcarWhatsapp(e.currentTarget.checked)}
          />
        </fieldset>
        {props.mostrarMapa ? <MapPin lat={form.lat} lng={form.lng} centro={centro} onChange={mudarPosicao} /> : null}
        {erro ? (
          <Message tone="critical" role="alert" className={styles.message}>
            {erro}
          </Message>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" disabled={salvando}>
            {salvando ? 'Salvando…' : novo ? 'Salvar endereço' : 'Salvar alterações'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => cancelar()}>
            Cancelar
          </Button>
        </div>
      </form>
    </section>
  );
}

function EnderecoItem({ endereco, mostrarReferencia }: { endereco: Endereco; mostrarReferencia: boolean }) {
  const [salvando, editar, tornarPrincipal, excluir] = useUnit([
    $salvandoEndereco,
    editAddressClicked,
    makePrimaryClicked,
    deleteAddressConfirmed,
  ]);
  const [confirmando, setConfirmando] = useState(false);
  const nome = endereco.apelido || 'Endereço';
  const quemRecebe = textoQuemRecebe(endereco);
  return (
    <li
      className={`${styles.item} ${endereco.primario ? styles.itemPrimario : ''}`}
      data-endereco={endereco.idendereco}
    >
      <div className={styles.who}>
        <h3 className={styles.name}>
          {nome}
          {endereco.primario ? <span className={styles.badge}>Principal</span> : null}
        </h3>
        <p className={styles.texto}>{endereco.textoendereco}</p>
        {mostrarReferencia && endereco.referencia ? (
          <p className={styles.muted}>Referência: {endereco.referencia}</p>
        ) : null}
        {quemRecebe ? (
          <p className={styles.muted} data-testid="endereco-quem-recebe">
            {quemRecebe}
            {endereco.whatsapp ? ' (WhatsApp)' : null}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {confirmando ? (
          <span className={styles.confirm} role="group" aria-label={`Excluir ${nome}`}>
            Excluir {nome}?
            <Button
              size="sm"
              disabled={salvando}
              onClick={() => {
                setConfirmando(false);
                excluir(endereco.idendereco);
              }}
            >
              Confirmar exclusão
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmando(false)}>
              Cancelar
            </Button>
          </span>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Editar ${nome}`}
              onClick={() => editar(endereco.idendereco)}
            >
              Editar
            </Button>
            {endereco.primario ? null : (
              <Button
                size="sm"
                variant="secondary"
                disabled={salvando}
                aria-label={`Tornar principal: ${nome}`}
                onClick={() => tornarPrincipal(endereco.idendereco)}
              >
                Tornar principal
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              disabled={salvando}
              aria-label={`Excluir ${nome}`}
              onClick={() => setConfirmando(true)}
            >
              Excluir
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function AddressBook({ props }: BlockComponentProps<AddressBookProps>) {
  const [lista, mensagem, form, base, novo, shown, usuario] = useUnit([
    $enderecos,
    $mensagemEnderecos,
    $formulario,
    $rotaBase,
    newAddressClicked,
    addressesPageShown,
    $usuario,
  ]);
  // The list loads on open, for the client the session acts for (after this block hydrated: see the frame).
  const idcliente = usuario?.idcliente;
  useEffect(() => {
    shown();
  }, [shown, idcliente]);
  return (
    <div className={styles.stack}>
      <div aria-live="polite">
        {mensagem ? (
          <Message
            tone={mensagem.tom}
            role={mensagem.tom === 'critical' ? 'alert' : 'status'}
            className={styles.message}
          >
            {mensagem.texto}
          </Message>
        ) : null}
      </div>
      {form ? (
        <EnderecoForm form={form} props={props} />
      ) : (
        <div className={styles.toolbar}>
          <Button onClick={() => novo()}>Adicionar endereço</Button>
          {/* The entry by city or neighbourhood only lives on the store selection (the store-choice block). */}
          {props.mostrarSoCidade ? <Link to={pageLink(base, 'lojas')}>Usar apenas cidade ou bairro</Link> : null}
        </div>
      )}
      <section aria-labelledby="enderecos-lista">
        <h2 id="enderecos-lista" className={styles.sectionTitle}>
          {lista ? `${props.tituloLista} (${lista.length})` : props.tituloLista}
        </h2>
        {lista === null ? <p className={styles.muted}>Carregando endereços…</p> : null}
        {lista !== null && lista.length === 0 ? <p className={styles.muted}>{props.textoVazio}</p> : null}
        {lista !== null && lista.length > 0 ? (
          <ul className={styles.list}>
            {lista.map((e) => (
              <EnderecoItem key={e.idendereco} endereco={e} mostrarReferencia={props.mostrarReferencia} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
