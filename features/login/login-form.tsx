/**
 * The login and registration form (spec section 2, "Login/register"), the same in the shell's
 * modal, in the `login-form` block of the `login` page type and in the account screens that ask
 * for a login: type a CPF, CNPJ or e-mail; the server says whether it has an account; then the
 * password, or the registration form; 'Cadastro em análise' when the supplier approves new
 * customers by hand. State lives in engine/model/login; this only renders it. The options are
 * what the block lets a supplier vary; without them the form is the modal's.
 */
import { useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  $authenticating,
  $bloqueado,
  $candidato,
  $checking,
  $comoRepresentante,
  $errosCadastro,
  $etapa,
  $foreignDocDisponivel,
  $login,
  $mensagemVisivel,
  $registering,
  $usesForeignDoc,
  foreignDocToggled,
  loginRestarted,
  loginSubmitted,
  passwordSubmitted,
  registrationSubmitted,
  representanteToggled,
  companyLookupFx,
} from '#engine/model/login/flow';
import type { EtapaLogin } from '#engine/model/login/flow';
import {
  $recuperacaoEnviada,
  $recuperacaoErro,
  $solicitandoRecuperacao,
  passwordRecoveryRequested,
} from '#engine/model/password-recovery';
import { $fornecedor } from '#engine/model/supplier';
import { Button } from '#ui/button';
import { CheckboxField, TextField } from '#ui/form-field';
import { DOCUMENT, DocumentField, formatMasked, PhoneField } from '#ui/masked-input';
import { ApiError } from '#engine/api';
import { normalizeCnpj } from '#engine/rules/tax-id-format';
import type { DadosEmpresaForm } from '#engine/rules/registration';
import { Message } from '#ui/message';
import { visuallyHidden } from '#themes/global.css';
import * as styles from './login-form.css';

/** The heading of each step (the modal's title, the page's h1). */
export const TITULOS: Record<EtapaLogin, string> = {
  login: 'Entrar',
  senha: 'Entrar',
  cadastro: 'Criar conta',
  'em-analise': 'Cadastro em análise',
};

function FlowMessage() {
  const mensagem = useUnit($mensagemVisivel);
  if (!mensagem) return null;
  return (
    <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'} className={styles.message}>
      {mensagem.texto}
    </Message>
  );
}

/** What a supplier may vary in the form (the `login-form` block's props); each absent one keeps the default. */
export interface LoginFormOptions {
  /** The help under the login field when it asks for a CPF, CNPJ or e-mail; '' shows none. */
  loginHint?: string;
  /** Whether 'Entrar como consultor (representante)' shows. */
  showRepresentative?: boolean;
  /** Whether 'Esqueci minha senha' shows under the password. */
  showForgotPassword?: boolean;
  /** The line above the registration form; '' shows none. */
  registrationLead?: string;
}

export const LOGIN_FORM_DEFAULTS: Required<LoginFormOptions> = {
  loginHint: 'Pode digitar com ou sem pontuação.',
  showRepresentative: true,
  showForgotPassword: true,
  registrationLead: 'Preencha seus dados para se cadastrar.',
};

/**
 * The login as typed (issue 35): digits (with or without their punctuation) are a CPF or CNPJ and
 * take its mask as they are typed, as in the registration; anything else (an e-mail, a foreign
 * document) stays as it is.
 */
function maskLogin(texto: string, foreignDoc: boolean): string {
  return !foreignDoc && /\d/.test(texto) && /^[\d.\-/ ]+$/.test(texto) ? formatMasked(texto, DOCUMENT) : texto;
}

function LoginStep({ options }: { options: Required<LoginFormOptions> }) {
  const [login, checking, foreignDisponivel, usesForeignDoc, representante] = useUnit([
    $login,
    $checking,
    $foreignDocDisponivel,
    $usesForeignDoc,
    $comoRepresentante,
  ]);
  const [submit, toggle, toggleRepresentante] = useUnit([loginSubmitted, foreignDocToggled, representanteToggled]);
  const [value, setValue] = useState(login);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(value);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FlowMessage />
      <TextField
        label={usesForeignDoc ? 'Documento estrangeiro ou e-mail' : 'CPF, CNPJ ou e-mail'}
        hint={usesForeignDoc ? 'Passaporte, RNE ou outro documento.' : options.loginHint || undefined}
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={value}
        onChange={(event) => setValue(maskLogin(event.currentTarget.value, usesForeignDoc))}
      />
      {foreignDisponivel ? (
        <CheckboxField
          label="Não tenho CPF ou CNPJ (documento estrangeiro)"
          checked={usesForeignDoc}
          onChange={(event) => toggle(event.currentTarget.checked)}
        />
      ) : null}
      {/* Spec section 2: log in as consultant (representative) or as client. */}
      {options.showRepresentative ? (
        <CheckboxField
          label="Entrar como consultor (representante)"
          name="comoRepresentante"
          checked={representante}
          onChange={(event) => toggleRepresentante(event.currentTarget.checked)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={checking || value.trim() === ''} fullWidth>
          {checking ? 'Verificando…' : 'Continuar'}
        </Button>
      </div>
    </form>
  );
}

function LoginLine({ children }: { children: ReactNode }) {
  const [login, restart] = useUnit([$login, loginRestarted]);
  return (
    <p className={styles.loginLine}>
      <span>
        {children} <strong>{login}</strong>
      </span>
      <Button variant="ghost" size="sm" onClick={() => restart()}>
        Trocar
      </Button>
    </p>
  );
}

function PasswordStep({ options }: { options: Required<LoginFormOptions> }) {
  const [authenticating, bloqueado, login] = useUnit([$authenticating, $bloqueado, $login]);
  const submit = useUnit(passwordSubmitted);
  const [senha, setSenha] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(senha);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {/* The login as the password manager's username. */}
      <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
      <LoginLine>Entrando como</LoginLine>
      <FlowMessage />
      <TextField
        label="Senha"
        type="password"
        name="senha"
        autoComplete="current-password"
        required
        autoFocus
        disabled={bloqueado}
        value={senha}
        onChange={(event) => setSenha(event.currentTarget.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={authenticating || bloqueado || senha === ''} fullWidth>
          {authenticating ? 'Entrando…' : 'Entrar'}
        </Button>
      </div>
      {options.showForgotPassword ? <ForgotPassword /> : null}
    </form>
  );
}

/** 'Esqueci minha senha': a reset link by e-mail (engine/model/password-recovery). */
function ForgotPassword() {
  const [login, enviada, erro, enviando, solicitar] = useUnit([
    $login,
    $recuperacaoEnviada,
    $recuperacaoErro,
    $solicitandoRecuperacao,
    passwordRecoveryRequested,
  ]);
  return (
    <div className={styles.forgot}>
      <Button variant="ghost" size="sm" disabled={enviando} onClick={() => solicitar(login)}>
        {enviando ? 'Enviando…' : 'Esqueci minha senha'}
      </Button>
      {enviada ? (
        <Message tone="positive" role="status">
          {enviada.email
            ? `Enviamos um link para redefinir sua senha para ${enviada.email}. Ele vale por 15 minutos.`
            : 'Se este login estiver cadastrado, enviamos um link para redefinir a senha ao e-mail da conta.'}
        </Message>
      ) : null}
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
    </div>
  );
}

function RegistrationStep({ options }: { options: Required<LoginFormOptions> }) {
  const [candidato, erros, registering, usesForeignDoc, foreignDisponivel, fornecedor] = useUnit([
    $candidato,
    $errosCadastro,
    $registering,
    $usesForeignDoc,
    $foreignDocDisponivel,
    $fornecedor,
  ]);
  const [submit, toggle] = useUnit([registrationSubmitted, foreignDocToggled]);
  const [form, setForm] = useState({
    nome: '',
    cpf: candidato.cpf,
    email: candidato.email,
    senha: '',
    senhac: '',
    termosuso: false,
  });
  const [empresa, setEmpresa] = useState<Required<DadosEmpresaForm>>({
    telefone: '',
    whatsapp: false,
    razao_social: '',
    nome_fantasia: '',
    inscricao_estadual: '',
    uf_inscricao_estadual: '',
  });
  const [consulta, setConsulta] = useState<string | null>(null);
  const lookup = useUnit(companyLookupFx);
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const setE = (patch: Partial<DadosEmpresaForm>) => setEmpresa((current) => ({ ...current, ...patch }));
  // A CNPJ (14 characters) asks for the company's data; a CPF or a foreign document does not.
  const cnpj = !usesForeignDoc && normalizeCnpj(form.cpf).length === 14;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { razao_social, nome_fantasia, inscricao_estadual, uf_inscricao_estadual, ...contato } = empresa;
    submit({
      ...form,
      usesForeignDoc,
      empresa: cnpj ? { ...contato, razao_social, nome_fantasia, inscricao_estadual, uf_inscricao_estadual } : contato,
    });
  };
  const preencher = () => {
    setConsulta(null);
    lookup(form.cpf).then(
      (d) => {
        setE({ razao_social: d.razao_social, nome_fantasia: d.nome_fantasia ?? '', uf_inscricao_estadual: d.uf ?? '' });
        setConsulta(`Dados de ${d.razao_social} preenchidos. Confira antes de continuar.`);
      },
      (e: unknown) =>
        setConsulta(e instanceof ApiError && e.mensagem ? e.mensagem : 'Não foi possível consultar o CNPJ agora.'),
    );
  };
  const loja = fornecedor?.nome ?? 'da loja';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <LoginLine>Não encontramos uma conta para</LoginLine>
      {options.registrationLead ? <p className={styles.lead}>{options.registrationLead}</p> : null}
      <FlowMessage />
      <TextField
        label="Nome completo"
        name="nome"
        autoComplete="name"
        required
        error={erros.nome}
        value={form.nome}
        onChange={(e) => set({ nome: e.currentTarget.value })}
      />
      {usesForeignDoc ? (
        <TextField
          label="Documento estrangeiro"
          name="cpf"
          required
          error={erros.cpf}
          value={form.cpf}
          onChange={(e) => set({ cpf: e.currentTarget.value })}
        />
      ) : (
        <DocumentField
          label="CPF ou CNPJ"
          name="cpf"
          hint="O CNPJ pode ter letras, como 12.ABC.345/01DE-35."
          required
          error={erros.cpf}
          value={form.cpf}
          onValueChange={(cpf) => set({ cpf })}
        />
      )}
      {foreignDisponivel ? (
        <CheckboxField
          label="Não tenho CPF ou CNPJ (documento estrangeiro)"
          checked={usesForeignDoc}
          onChange={(event) => toggle(event.currentTarget.checked)}
        />
      ) : null}
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        error={erros.email}
        value={form.email}
        onChange={(e) => set({ email: e.currentTarget.value })}
      />
      {cnpj ? (
        <fieldset className={styles.company}>
          <legend>Dados da empresa</legend>
          <Button type="button" variant="secondary" onClick={preencher}>
            Preencher pelo CNPJ
          </Button>
          {consulta ? <p role="status">{consulta}</p> : null}
          <TextField
            label="Razão social"
            name="razao_social"
            autoComplete="organization"
            error={erros.razao_social}
            value={empresa.razao_social}
            onChange={(e) => setE({ razao_social: e.currentTarget.value })}
          />
          <TextField
            label="Nome fantasia"
            name="nome_fantasia"
            error={erros.nome_fantasia}
            value={empresa.nome_fantasia}
            onChange={(e) => setE({ nome_fantasia: e.currentTarget.value })}
          />
          <div className={styles.twoColumns}>
            <TextField
              label="Inscrição estadual"
              name="inscricao_estadual"
              hint="Os números, ou 'isento'."
              error={erros.inscricao_estadual}
              value={empresa.inscricao_estadual}
              onChange={(e) => setE({ inscricao_estadual: e.currentTarget.value })}
            />
            <TextField
              label="UF da inscrição"
              name="uf_inscricao_estadual"
              maxLength={2}
              autoCapitalize="characters"
              error={erros.uf_inscricao_estadual}
              value={empresa.uf_inscricao_estadual}
              onChange={(e) => setE({ uf_inscricao_estadual: e.currentTarget.value.toUpperCase() })}
            />
          </div>
        </fieldset>
      ) : null}
      <PhoneField
        label="Telefone"
        name="telefone"
        autoComplete="tel"
        hint="Com DDD."
        error={erros.telefone}
        value={empresa.telefone}
        onValueChange={(telefone) => setE({ telefone })}
      />
      <CheckboxField
        label="Aceito receber mensagens sobre meus pedidos pelo WhatsApp neste telefone"
        name="whatsapp"
        checked={empresa.whatsapp}
        onChange={(e) => setE({ whatsapp: e.currentTarget.checked })}
      />
      <div className={styles.twoColumns}>
        <TextField
          label="Senha"
          type="password"
          name="senha"
          autoComplete="new-password"
          hint="De 8 a 64 caracteres."
          required
          error={erros.senha}
          value={form.senha}
          onChange={(e) => set({ senha: e.currentTarget.value })}
        />
        <TextField
          label="Confirme a senha"
          type="password"
          name="senhac"
          autoComplete="new-password"
          required
          error={erros.senhac}
          value={form.senhac}
          onChange={(e) => set({ senhac: e.currentTarget.value })}
        />
      </div>
      <CheckboxField
        label={
          <>
            Li e aceito os{' '}
            {fornecedor ? (
              <a href={`/${fornecedor.slug}/termouso`} target="_blank" rel="noopener">
                termos de uso<span className={visuallyHidden}> (abre em nova aba)</span>
              </a>
            ) : (
              'termos de uso'
            )}{' '}
            de {loja}
          </>
        }
        name="termosuso"
        error={erros.termosuso}
        checked={form.termosuso}
        onChange={(e) => set({ termosuso: e.currentTarget.checked })}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={registering} fullWidth>
          {registering ? 'Cadastrando…' : 'Criar conta'}
        </Button>
      </div>
    </form>
  );
}

function UnderReviewStep({ onDone }: { onDone: () => void }) {
  return (
    <div className={styles.form}>
      <FlowMessage />
      <div className={styles.actions}>
        <Button onClick={onDone}>Voltar para a loja</Button>
      </div>
    </div>
  );
}

/** The options given, without the ones passed as undefined (so they keep their default). */
function definedOptions(given: LoginFormOptions): LoginFormOptions {
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

export interface LoginFormProps extends LoginFormOptions {
  /** Leaves the flow ('Voltar para a loja' after a registration under review). */
  onDone: () => void;
  /** Reports the current step (the container's title follows it). */
  onStep?: (etapa: EtapaLogin) => void;
}

export function LoginForm({ onDone, onStep, ...given }: LoginFormProps) {
  const etapa = useUnit($etapa);
  const id = useId();
  useEffect(() => onStep?.(etapa), [etapa, onStep]);
  const options = { ...LOGIN_FORM_DEFAULTS, ...definedOptions(given) };
  return (
    <div id={id} data-etapa={etapa}>
      {etapa === 'login' ? <LoginStep options={options} /> : null}
      {etapa === 'senha' ? <PasswordStep options={options} /> : null}
      {etapa === 'cadastro' ? <RegistrationStep options={options} /> : null}
      {etapa === 'em-analise' ? <UnderReviewStep onDone={onDone} /> : null}
    </div>
  );
}
