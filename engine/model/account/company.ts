/**
 * The client's own data on 'Minha conta' (issue 34, item 3): its document, phone and WhatsApp
 * opt-in and, for a CNPJ, razão social, nome fantasia and inscrição estadual. Read with GET
 * /v1/app/{auth}~{idcliente}/usuario when the section opens (prepared by the server before render on
 * 'Minha conta' and 'Alterar dados': src/app/route-models.ts; data already there for the same
 * client is not asked again, so the hydrated page shifts nothing); saved with POST on the same path
 * (the registration's rules: the phone by engine/rules/phone, the IE by its UF's rule on the
 * server, 422 with a pt-BR message per field); only the client's principal user may change them
 * (`pode_alterar_empresa`), anyone else acting for it sees them.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v1';
import { requestData } from '../../api';
import { MENSAGENS_TELEFONE, normalizePhone } from '../../rules/phone';
import { $api, requireApi } from '../app';
import { $authClienteSegment, $usuario, loggedOut, sessionExpired } from '../session';
import { TEXTOS_AUTENTICACAO } from '../session/logged-in';
import { showSaveFailure } from './save-failure';
import { $fornecedor } from '../supplier';

export type DadosConta = components['schemas']['DadosUsuario'];

/** The section's fields as typed (the phone masked by its field). */
export interface EmpresaForm {
  telefone: string;
  whatsapp: boolean;
  razao_social: string;
  nome_fantasia: string;
  inscricao_estadual: string;
  uf_inscricao_estadual: string;
}

export type ErrosEmpresa = Partial<Record<keyof EmpresaForm, string>>;

export const TEXTOS_EMPRESA = {
  erroCarregar: 'Não foi possível carregar os dados da sua conta. Tente novamente.',
} as const;

/** What the browser checks before sending (the server checks all of it again, the IE by its UF's rule). */
export function validarEmpresa(form: EmpresaForm): ErrosEmpresa {
  const erros: ErrosEmpresa = {};
  const telefone = form.telefone.trim();
  if (telefone !== '' && normalizePhone(telefone) === null) erros.telefone = MENSAGENS_TELEFONE.invalido;
  else if (form.whatsapp && telefone === '') erros.telefone = MENSAGENS_TELEFONE.whatsappSemTelefone;
  return erros;
}

export const companyDataShown = createEvent();
export const companySubmitted = createEvent<EmpresaForm>();

export const $accountData = createStore<DadosConta | null>(null);
export const $accountDataError = createStore<string | null>(null);
export const $companyFieldErrors = createStore<ErrosEmpresa>({});
export const $companyMessage = createStore<{ tom: 'critical' | 'positive'; texto: string } | null>(null);

const carregarFx = attach({
  source: { api: $api, authCliente: $authClienteSegment },
  effect: async ({ api, authCliente }) =>
    requestData(requireApi(api).v1.GET('/v1/app/{authCliente}/usuario', { params: { path: { authCliente } } })),
});

const salvarFx = attach({
  source: { api: $api, authCliente: $authClienteSegment, fornecedor: $fornecedor, dados: $accountData },
  effect: async ({ api, authCliente, fornecedor, dados }, form: EmpresaForm) => {
    const empresa = dados?.tipo_documento === 'CNPJ';
    const resposta = await requestData(
      requireApi(api).v1.POST('/v1/app/{authCliente}/usuario', {
        params: { path: { authCliente } },
        body: {
          ...(fornecedor ? { idfornecedor: fornecedor.idfornecedor } : {}),
          usesForeignDoc: false,
          telefone: form.telefone.trim(),
          whatsapp: form.whatsapp,
          ...(empresa
            ? {
                razao_social: form.razao_social.trim(),
                nome_fantasia: form.nome_fantasia.trim(),
                inscricao_estadual: form.inscricao_estadual.trim(),
                uf_inscricao_estadual: form.uf_inscricao_estadual.trim().toUpperCase(),
              }
            : {}),
        },
      }),
    );
    return resposta;
  },
});

export const $accountDataLoading = carregarFx.pending;
export const $companySaving = salvarFx.pending;

sample({
  clock: companyDataShown,
  source: { usuario: $usuario, dados: $accountData },
  filter: ({ usuario, dados }) => usuario !== null && (usuario.idcliente ?? 0) > 0 && dados === null,
  target: carregarFx,
});
// Another client (a representative's switch), a logout or an expired session: asked again when shown.
$accountData.on(carregarFx.doneData, (_, d) => d).reset([$authClienteSegment.updates, loggedOut, sessionExpired]);
$accountDataError.on(carregarFx.fail, () => TEXTOS_EMPRESA.erroCarregar).reset(carregarFx);
$companyMessage.reset(companyDataShown, salvarFx);
$companyFieldErrors.reset(companyDataShown);

const conferido = sample({ clock: companySubmitted, fn: (form) => ({ form, erros: validarEmpresa(form) }) });
sample({ clock: conferido, fn: ({ erros }) => erros, target: $companyFieldErrors });
sample({
  clock: conferido,
  filter: ({ erros }) => Object.keys(erros).length === 0,
  fn: ({ form }) => form,
  target: salvarFx,
});
sample({
  clock: salvarFx.doneData,
  fn: (r) => ({ tom: 'positive' as const, texto: r.mensagem || TEXTOS_AUTENTICACAO.cadastroAtualizado }),
  target: $companyMessage,
});
// What the server stored (the phone as digits, the IE as kept) comes back into the section.
sample({ clock: salvarFx.done, target: carregarFx });
showSaveFailure(salvarFx, $companyMessage, $companyFieldErrors);
