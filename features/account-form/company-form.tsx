/**
 * 'Telefone e empresa' on 'Minha conta' and 'Alterar dados' (issue 34, item 3): the client's
 * phone with its WhatsApp opt-in and, for a CNPJ, razão social, nome fantasia and inscrição
 * estadual (or 'isento'), loaded when the section opens (engine/model/account's company part).
 * The client's principal user changes them (one submit of their own, the registration's rules);
 * anyone else acting for the client sees them, with who may change them.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  $accountData,
  $companyMessage,
  $accountDataError,
  $companyFieldErrors,
  $companySaving,
  companyDataShown,
  companySubmitted,
  type DadosConta,
  type EmpresaForm,
} from '#engine/model/account';
import { $usuario } from '#engine/model/session';
import { UFS } from '#engine/rules/address';
import { formatPhone } from '#engine/rules/phone';
import { Button } from '#ui/button';
import { CheckboxField, FormField, TextField } from '#ui/form-field';
import { PhoneField } from '#ui/masked-input';
import { Message } from '#ui/message';
import * as styles from './account-form.css';

const TITULO = 'Telefone e empresa';

function formDe(d: DadosConta): EmpresaForm {
  return {
    telefone: d.telefone ? formatPhone(d.telefone) : '',
    whatsapp: d.whatsapp,
    razao_social: d.razao_social ?? '',
    nome_fantasia: d.nome_fantasia ?? '',
    inscricao_estadual: d.inscricao_estadual === 'ISENTO' ? 'isento' : (d.inscricao_estadual ?? ''),
    uf_inscricao_estadual: d.uf_inscricao_estadual ?? '',
  };
}

/** What a user who may not change them sees. */
function Fatos({ dados }: { dados: DadosConta }) {
  const empresa = dados.tipo_documento === 'CNPJ';
  return (
    <>
      <dl className={styles.facts}>
        <dt>Telefone</dt>
        <dd>
          {dados.telefone ? formatPhone(dados.telefone) : 'Não informado'}
          {dados.telefone && dados.whatsapp ? ' (aceita WhatsApp)' : ''}
        </dd>
        {empresa ? (
          <>
            <dt>Razão social</dt>
            <dd>{dados.razao_social ?? 'Não informada'}</dd>
            <dt>Nome fantasia</dt>
            <dd>{dados.nome_fantasia ?? 'Não informado'}</dd>
            <dt>Inscrição estadual</dt>
            <dd>
              {dados.inscricao_estadual === 'ISENTO'
                ? 'Isento'
                : dados.inscricao_estadual
                  ? `${dados.inscricao_estadual} (${dados.uf_inscricao_estadual ?? ''})`
                  : 'Não informada'}
            </dd>
          </>
        ) : null}
      </dl>
      <p className={styles.hint}>Só o usuário principal do cliente pode alterar estes dados.</p>
    </>
  );
}

function Formulario({ dados }: { dados: DadosConta }) {
  const [mensagem, erros, saving, submit] = useUnit([
    $companyMessage,
    $companyFieldErrors,
    $companySaving,
    companySubmitted,
  ]);
  const [form, setForm] = useState(() => formDe(dados));
  const set = (patch: Partial<EmpresaForm>) => setForm((atual) => ({ ...atual, ...patch }));
  const empresa = dados.tipo_documento === 'CNPJ';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(form);
  };
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="conta-empresa">
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'} className={styles.message}>
          {mensagem.texto}
        </Message>
      ) : null}
      <PhoneField
        label="Telefone"
        name="telefone"
        autoComplete="tel"
        hint="Com DDD."
        error={erros.telefone}
        value={form.telefone}
        onValueChange={(telefone) => set({ telefone })}
      />
      <CheckboxField
        label="Aceito receber mensagens sobre meus pedidos pelo WhatsApp neste telefone"
        name="whatsapp"
        checked={form.whatsapp}
        onChange={(e) => set({ whatsapp: e.currentTarget.checked })}
      />
      {empresa ? (
        <>
          <TextField
            label="Razão social"
            name="razao_social"
            autoComplete="organization"
            maxLength={150}
            error={erros.razao_social}
            value={form.razao_social}
            onChange={(e) => set({ razao_social: e.currentTarget.value })}
          />
          <TextField
            label="Nome fantasia (opcional)"
            name="nome_fantasia"
            maxLength={150}
            error={erros.nome_fantasia}
            value={form.nome_fantasia}
            onChange={(e) => set({ nome_fantasia: e.currentTarget.value })}
          />
          <div className={styles.twoColumns}>
            <TextField
              label="Inscrição estadual"
              name="inscricao_estadual"
              hint='Os números, ou "isento".'
              maxLength={30}
              error={erros.inscricao_estadual}
              value={form.inscricao_estadual}
              onChange={(e) => set({ inscricao_estadual: e.currentTarget.value })}
            />
            <FormField
              label="UF da inscrição"
              error={erros.uf_inscricao_estadual}
              renderInput={(a11y) => (
                <select
                  {...a11y}
                  name="uf_inscricao_estadual"
                  value={form.uf_inscricao_estadual}
                  onChange={(e) => set({ uf_inscricao_estadual: e.currentTarget.value })}
                >
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
        </>
      ) : null}
      <div>
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? 'Salvando…' : 'Salvar telefone e empresa'}
        </Button>
      </div>
    </form>
  );
}

/** The section; give it no key: it reloads for the client the session acts for. */
export function CompanyForm() {
  const [dados, erro, usuario, shown] = useUnit([$accountData, $accountDataError, $usuario, companyDataShown]);
  const idcliente = usuario?.idcliente;
  useEffect(() => {
    shown();
  }, [shown, idcliente]);
  return (
    <section
      aria-labelledby="conta-empresa"
      className={`${styles.section} ${styles.companySection}`}
      id="telefone-empresa"
    >
      <h2 id="conta-empresa" className={styles.sectionTitle}>
        {TITULO}
      </h2>
      {erro ? (
        <Message tone="critical" role="alert" className={styles.message}>
          {erro}
        </Message>
      ) : dados === null ? (
        <p className={styles.hint}>Carregando…</p>
      ) : dados.pode_alterar_empresa ? (
        <Formulario key={JSON.stringify(dados)} dados={dados} />
      ) : (
        <Fatos dados={dados} />
      )}
    </section>
  );
}
