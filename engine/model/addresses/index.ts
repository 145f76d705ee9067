/**
 * Addresses slice (issue 12, item 1; spec sections 2 'Address list and new address', 3, 4
 * 'Address', 7 'Addresses'): the 'Meus endereços' screen of a logged-in client. Loaded with its
 * page, never at first view (not in MODEL_SLICES).
 * - the list: GET /v1/app/{auth}~{id}/enderecos (the primary first);
 * - the form (new or edit) lives here: typing a CEP masks it (engine/rules/address), and once it
 *   has 8 digits the server looks it up (GET …/cep/{cep}; the browser never calls the provider)
 *   and fills rua, bairro, cidade and uf. A CEP the provider does not know, or the provider down
 *   or slow, leaves a pt-BR message and the fields open for typing (manualAddress);
 * - saving validates with the same rule the server runs, then creates (POST …/enderecos: the
 *   returned id is kept) or updates (POST …/enderecosput); a refused update (400) shows the
 *   server's message (spec section 4);
 * - 'Tornar principal' is an update with primario; deleting (POST …/cliente/enderecos/{id}/excluir)
 *   removes it and reloads the list (spec section 4).
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v1';
import { ApiError, requestData } from '../../api';
import { cepParaConsulta, maskCep, PAIS_PADRAO, validarEndereco, type CampoEndereco } from '../../rules/address';
import { formatCep, isValidCep } from '../../rules/cep';
import { formatPhone } from '../../rules/phone';
import { $api, requireApi } from '../app';
import { $authClienteSegment, $usuario } from '../session';
import type { ModelSlice } from '../slice';

export type Endereco = components['schemas']['Endereco'];
export type ConsultaCep = components['schemas']['ConsultaCep'];

export const TEXTOS_ENDERECOS = {
  erroCarregar: 'Não foi possível carregar os seus endereços. Tente novamente.',
  erroSalvar: 'Não foi possível salvar o endereço. Tente novamente.',
  erroExcluir: 'Não foi possível excluir o endereço. Tente novamente.',
  cadastrado: 'Endereço cadastrado.',
  salvo: 'Endereço atualizado.',
  excluido: 'Endereço excluído.',
  principal: '{nome} agora é o seu endereço principal.',
  cepConsultando: 'Buscando o endereço do CEP…',
  cepEncontrado: 'Endereço encontrado. Confira e informe o número.',
  cepIndisponivel: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
  corrijaCampos: 'Confira os campos destacados.',
} as const;

/** The fields of the form, as typed (the CEP masked). */
export interface FormularioEndereco {
  /** null: a new address. */
  idendereco: number | null;
  cep: string;
  apelido: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
  referencia: string;
  /** Issue 34: who receives there, and the phone at that address (as typed, masked by the field). */
  destinatario: string;
  telefone: string;
  /** The WhatsApp opt-in for that phone: unticked unless the person ticks it. */
  whatsapp: boolean;
  /** The map pin (or typed coordinates); kept from the address being edited. */
  lat: number | null;
  lng: number | null;
  /** Typed by hand rather than filled from the CEP lookup. */
  manualAddress: boolean;
}

export type CampoFormulario = Exclude<
  keyof FormularioEndereco,
  'idendereco' | 'lat' | 'lng' | 'manualAddress' | 'whatsapp'
>;

export type EstadoCep =
  { estado: 'ocioso' } | { estado: 'consultando' } | { estado: 'encontrado' } | { estado: 'falhou'; mensagem: string };

export interface MensagemEnderecos {
  tom: 'critical' | 'positive';
  texto: string;
}

const VAZIO: FormularioEndereco = {
  idendereco: null,
  cep: '',
  apelido: '',
  rua: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
  referencia: '',
  destinatario: '',
  telefone: '',
  whatsapp: false,
  lat: null,
  lng: null,
  manualAddress: false,
};

function doEndereco(e: Endereco): FormularioEndereco {
  return {
    idendereco: e.idendereco,
    cep: isValidCep(e.cep) ? formatCep(e.cep) : e.cep,
    apelido: e.apelido ?? '',
    rua: e.rua,
    numero: e.numero,
    complemento: e.complemento ?? '',
    bairro: e.bairro,
    cidade: e.cidade,
    uf: e.uf,
    referencia: e.referencia ?? '',
    destinatario: e.destinatario ?? '',
    telefone: e.telefone ? formatPhone(e.telefone) : '',
    whatsapp: e.whatsapp,
    lat: e.lat,
    lng: e.lng,
    manualAddress: e.manualAddress,
  };
}

/** The wire body of the form (the server validates it again with the same rule). */
function corpo(f: FormularioEndereco, primario?: boolean) {
  return {
    cep: f.cep,
    uf: f.uf,
    cidade: f.cidade,
    bairro: f.bairro,
    rua: f.rua,
    numero: f.numero,
    complemento: f.complemento,
    apelido: f.apelido,
    referencia: f.referencia,
    destinatario: f.destinatario,
    telefone: f.telefone,
    whatsapp: f.whatsapp,
    pais: PAIS_PADRAO,
    lat: f.lat,
    lng: f.lng,
    manualAddress: f.manualAddress,
    ...(primario ? { primario: true } : {}),
  };
}

export const addressesPageShown = createEvent();
export const newAddressClicked = createEvent();
export const editAddressClicked = createEvent<number>();
export const formCanceled = createEvent();
export const fieldChanged = createEvent<{ campo: CampoFormulario; valor: string }>();
/** The WhatsApp opt-in of the address's phone, ticked or not. */
export const whatsappToggled = createEvent<boolean>();
/** The map pin moved, or the coordinates were typed (null: cleared). */
export const positionChanged = createEvent<{ lat: number; lng: number } | null>();
export const formSubmitted = createEvent();
export const makePrimaryClicked = createEvent<number>();
export const deleteAddressConfirmed = createEvent<number>();

export const $enderecos = createStore<Endereco[] | null>(null);
export const $erroLista = createStore<string | null>(null);
/** The open form, or null. */
export const $formulario = createStore<FormularioEndereco | null>(null);
/** A pt-BR message per field (engine/rules/address), after a save was tried. */
export const $errosFormulario = createStore<Partial<Record<CampoEndereco, string>>>({});
/** The server's refusal of a save (e.g. the 400 of an update), shown above the form's button. */
export const $erroFormulario = createStore<string | null>(null);
export const $consultaCep = createStore<EstadoCep>({ estado: 'ocioso' });
export const $mensagemEnderecos = createStore<MensagemEnderecos | null>(null);
/** The id of the address created last (spec section 4: creating stores the returned id). */
export const $ultimoEnderecoCriado = createStore<number | null>(null);

const carregarFx = attach({
  source: { api: $api, authCliente: $authClienteSegment },
  effect: async ({ api, authCliente }) =>
    requestData(requireApi(api).v1.GET('/v1/app/{authCliente}/enderecos', { params: { path: { authCliente } } })),
});

const consultarCepFx = attach({
  source: { api: $api, authCliente: $authClienteSegment },
  effect: async ({ api, authCliente }, cep: string): Promise<ConsultaCep> =>
    requestData(requireApi(api).v1.GET('/v1/app/{authCliente}/cep/{cep}', { params: { path: { authCliente, cep } } })),
});

const criarFx = attach({
  source: { api: $api, authCliente: $authClienteSegment },
  effect: async ({ api, authCliente }, f: FormularioEndereco) =>
    requestData(
      requireApi(api).v1.POST('/v1/app/{authCliente}/enderecos', { params: { path: { authCliente } }, body: corpo(f) }),
    ),
});

const atualizarFx = attach({
  source: { api: $api, authCliente: $authClienteSegment },
  effect: async ({ api, authCliente }, { form, primario }: { form: FormularioEndereco; primario?: boolean }) =>
    requestData(
      requireApi(api).v1.POST('/v1/app/{authCliente}/enderecosput', {
        params: { path: { authCliente } },
        body: { idendereco: form.idendereco ?? 0, ...corpo(form, primario) },
      }),
    ),
});

const excluirFx = attach({
  source: { api: $api, authCliente: $authClienteSegment },
  effect: async ({ api, authCliente }, idendereco: number) =>
    requestData(
      requireApi(api).v1.POST('/v1/app/{authCliente}/cliente/enderecos/{idendereco}/excluir', {
        params: { path: { authCliente, idendereco } },
      }),
    ),
});

/** A save, a deletion or a primary change is on its way (buttons wait). */
export const $salvandoEndereco = createStore(false)
  .on([criarFx, atualizarFx, excluirFx], () => true)
  .on([criarFx.finally, atualizarFx.finally, excluirFx.finally], () => false);

const mensagemDoErro = (error: Error, padrao: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 600 && error.status !== 401 && error.mensagem
    ? error.mensagem
    : padrao;
/** A 401 is the session's end: the session slice logs out and opens the login; nothing to add here. */
const naoExpirou = (error: Error) => !(error instanceof ApiError && error.status === 401);

// ---- the list ----
sample({ clock: addressesPageShown, source: $usuario, filter: (u) => u !== null, target: carregarFx });
$enderecos.on(carregarFx.doneData, (_, r) => r.enderecos);
$erroLista.reset(carregarFx.done);
sample({
  clock: carregarFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDoErro(e, TEXTOS_ENDERECOS.erroCarregar),
  target: $erroLista,
});
$mensagemEnderecos.reset(
  addressesPageShown,
  newAddressClicked,
  editAddressClicked,
  makePrimaryClicked,
  deleteAddressConfirmed,
);

// ---- the form ----
$formulario
  .on(newAddressClicked, () => ({ ...VAZIO }))
  .on(formCanceled, () => null)
  .reset(addressesPageShown);
const edicaoAberta = sample({
  clock: editAddressClicked,
  source: $enderecos,
  fn: (lista, id) => {
    const e = lista?.find((x) => x.idendereco === id);
    return e ? doEndereco(e) : null;
  },
});
sample({ clock: edicaoAberta, target: $formulario });
const FILLED_BY_CEP: readonly CampoFormulario[] = ['rua', 'bairro', 'cidade', 'uf'];
$formulario.on(fieldChanged, (f, { campo, valor }) => {
  if (!f) return f;
  if (campo === 'cep') return { ...f, cep: maskCep(valor) };
  // A field the lookup fills, typed by hand: the address is a manual one.
  return {
    ...f,
    [campo]: campo === 'uf' ? valor.toUpperCase() : valor,
    manualAddress: f.manualAddress || FILLED_BY_CEP.includes(campo),
  };
});
$formulario.on(whatsappToggled, (f, whatsapp) => (f ? { ...f, whatsapp } : f));
$formulario.on(positionChanged, (f, posicao) =>
  f ? { ...f, lat: posicao?.lat ?? null, lng: posicao?.lng ?? null } : f,
);
$errosFormulario.reset(newAddressClicked, editAddressClicked, formCanceled, addressesPageShown);
// A change to any field clears the form's message ('Confira os campos…' or the server's refusal).
$erroFormulario.reset(
  newAddressClicked,
  editAddressClicked,
  formCanceled,
  addressesPageShown,
  formSubmitted,
  fieldChanged,
);
// The opt-in's message sits on the phone: ticking it off clears it.
$errosFormulario.on(whatsappToggled, (erros, marcado) => {
  if (marcado || !('telefone' in erros)) return erros;
  const { telefone: _, ...resto } = erros;
  return resto;
});
// A field corrected loses its message.
$errosFormulario.on(fieldChanged, (erros, { campo }) => {
  if (!(campo in erros)) return erros;
  const { [campo as CampoEndereco]: _, ...resto } = erros;
  return resto;
});

// ---- CEP lookup: when the typed CEP reaches 8 digits (and is not the one already looked up) ----
const $cepConsultado = createStore<string | null>(null)
  .reset(newAddressClicked, formCanceled, addressesPageShown)
  // An address opened for editing needs no lookup of the CEP it already has.
  .on(edicaoAberta, (_, f) => (f ? cepParaConsulta(f.cep) : null));
const cepCompleto = sample({
  clock: fieldChanged,
  source: { f: $formulario, ultimo: $cepConsultado },
  filter: ({ f, ultimo }, { campo }) =>
    campo === 'cep' && f !== null && cepParaConsulta(f.cep) !== null && cepParaConsulta(f.cep) !== ultimo,
  fn: ({ f }) => cepParaConsulta((f as FormularioEndereco).cep) as string,
});
sample({ clock: cepCompleto, target: [consultarCepFx, $cepConsultado] });
$consultaCep
  .on(consultarCepFx, () => ({ estado: 'consultando' }))
  .reset(newAddressClicked, editAddressClicked, formCanceled, addressesPageShown);
// Only the answer for the CEP still in the form fills it (a slower, older answer is dropped).
const cepRespondido = sample({
  clock: consultarCepFx.done,
  source: $formulario,
  filter: (f, { params }) => f !== null && cepParaConsulta(f.cep) === params,
  fn: (f, { result }) => ({ f: f as FormularioEndereco, r: result }),
});
sample({
  clock: cepRespondido,
  fn: ({ f, r }): FormularioEndereco => ({
    ...f,
    rua: r.rua || f.rua,
    bairro: r.bairro || f.bairro,
    cidade: r.cidade,
    uf: r.uf,
    manualAddress: r.rua === '' || r.bairro === '',
  }),
  target: $formulario,
});
sample({ clock: cepRespondido, fn: (): EstadoCep => ({ estado: 'encontrado' }), target: $consultaCep });
sample({
  clock: consultarCepFx.fail,
  source: $formulario,
  filter: (f, { params, error }) => f !== null && cepParaConsulta(f.cep) === params && naoExpirou(error),
  fn: (_, { error }): EstadoCep => ({
    estado: 'falhou',
    mensagem: mensagemDoErro(error, TEXTOS_ENDERECOS.cepIndisponivel),
  }),
  target: $consultaCep,
});
// The lookup failed: what is typed from now on is a manual address.
$formulario.on(consultarCepFx.fail, (f) => (f ? { ...f, manualAddress: true } : f));

// ---- save ----
const validado = sample({
  clock: formSubmitted,
  source: $formulario,
  filter: (f: FormularioEndereco | null): f is FormularioEndereco => f !== null,
  fn: (f: FormularioEndereco) => ({ f, r: validarEndereco(corpo(f)) }),
});
sample({ clock: validado, filter: ({ r }) => !r.ok, fn: ({ r }) => (r.ok ? {} : r.erros), target: $errosFormulario });
sample({
  clock: validado,
  filter: ({ r }) => !r.ok,
  fn: () => TEXTOS_ENDERECOS.corrijaCampos,
  target: $erroFormulario,
});
sample({ clock: validado, filter: ({ f, r }) => r.ok && f.idendereco === null, fn: ({ f }) => f, target: criarFx });
sample({
  clock: validado,
  filter: ({ f, r }) => r.ok && f.idendereco !== null,
  fn: ({ f }) => ({ form: f }),
  target: atualizarFx,
});

$ultimoEnderecoCriado.on(criarFx.doneData, (_, e) => e.idendereco);
// A saved form closes; making another address primary leaves an open form as it is.
$formulario.on(criarFx.done, () => null).on(atualizarFx.done, (f, { params }) => (params.primario ? f : null));
sample({
  clock: criarFx.done,
  fn: (): MensagemEnderecos => ({ tom: 'positive', texto: TEXTOS_ENDERECOS.cadastrado }),
  target: $mensagemEnderecos,
});
sample({
  clock: atualizarFx.done,
  fn: ({ params, result }): MensagemEnderecos => ({
    tom: 'positive',
    texto: params.primario
      ? TEXTOS_ENDERECOS.principal.replace('{nome}', result.apelido ? `"${result.apelido}"` : result.textoendereco)
      : TEXTOS_ENDERECOS.salvo,
  }),
  target: $mensagemEnderecos,
});
// A refused save (the 400 of an update: its message, spec section 4), shown with the form.
sample({
  clock: [
    criarFx.failData,
    atualizarFx.fail.filter({ fn: ({ params }) => !params.primario }).map(({ error }) => error),
  ],
  filter: naoExpirou,
  fn: (e) => mensagemDoErro(e, TEXTOS_ENDERECOS.erroSalvar),
  target: $erroFormulario,
});

// ---- make primary: an update of that address with primario ----
sample({
  clock: makePrimaryClicked,
  source: $enderecos,
  filter: (lista, id) => lista?.some((e) => e.idendereco === id) === true,
  fn: (lista, id) => ({ form: doEndereco(lista?.find((e) => e.idendereco === id) as Endereco), primario: true }),
  target: atualizarFx,
});

// ---- delete, then reload (spec section 4) ----
sample({ clock: deleteAddressConfirmed, target: excluirFx });
$enderecos.on(excluirFx.done, (lista, { params }) => (lista ? lista.filter((e) => e.idendereco !== params) : lista));
$formulario.on(excluirFx.done, (f, { params }) => (f?.idendereco === params ? null : f));
sample({
  clock: excluirFx.doneData,
  fn: (r): MensagemEnderecos => ({ tom: 'positive', texto: r.mensagem || TEXTOS_ENDERECOS.excluido }),
  target: $mensagemEnderecos,
});

sample({
  clock: [
    excluirFx.failData,
    atualizarFx.fail.filter({ fn: ({ params }) => params.primario === true }).map(({ error }) => error),
  ],
  filter: naoExpirou,
  fn: (e): MensagemEnderecos => ({ tom: 'critical', texto: mensagemDoErro(e, TEXTOS_ENDERECOS.erroSalvar) }),
  target: $mensagemEnderecos,
});

// Every change reloads the list (the primary may have moved).
sample({ clock: [criarFx.done, atualizarFx.done, excluirFx.done], target: carregarFx });

export const addressesSlice: ModelSlice = { name: 'addresses' };
