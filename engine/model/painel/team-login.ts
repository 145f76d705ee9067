/**
 * The desk's staff login (an attendant or an admin of this shop: POST /v1/app/{auth}/equipe/autenticar):
 * the answer is kept as the session (its cookies written), then the desk reloads as that session.
 */
import { createEvent, createStore, sample } from 'effector';
import { createApiEffect, refusalMessage } from '../lib/api-effect';
import { reloadFx } from '../login';
import { $token } from '../session';
import { loggedIn, writeSessionCookiesFx } from '../session/logged-in';
import { $fornecedor } from '../supplier';
import { TEXTOS_PAINEL } from './texts';

export const joinTeamSubmitted = createEvent<{ email: string; senha: string }>();

const entrarEquipeFx = createApiEffect({
  source: { token: $token, fornecedor: $fornecedor },
  needs: ['fornecedor'],
  missing: TEXTOS_PAINEL.erroEntrar,
  request: ({ api, token, fornecedor }, { email, senha }: { email: string; senha: string }) =>
    api.v1.POST('/v1/app/{auth}/equipe/autenticar', {
      params: { path: { auth: token } },
      body: {
        cpf: email.trim(),
        senha,
        idfornecedor: fornecedor.idfornecedor,
        loginAsRepresentante: false,
        usesForeignDoc: false,
      },
    }),
});

export const $entrandoEquipe = entrarEquipeFx.pending;
export const $erroEntrarEquipe = createStore<string | null>(null);
/** A staff login answered: its cookies are written, then the desk reloads as that session. */
const $entrouEquipe = createStore(false).on(entrarEquipeFx.done, () => true);
sample({
  clock: joinTeamSubmitted,
  source: entrarEquipeFx.pending,
  filter: (pendente, { email, senha }) => !pendente && email.trim() !== '' && senha !== '',
  fn: (_, dados) => dados,
  target: entrarEquipeFx,
});
sample({
  clock: joinTeamSubmitted,
  filter: ({ email, senha }) => email.trim() === '' || senha === '',
  fn: () => TEXTOS_PAINEL.camposEntrar,
  target: $erroEntrarEquipe,
});
$erroEntrarEquipe.reset(entrarEquipeFx);
sample({
  clock: entrarEquipeFx.failData,
  fn: (e) => refusalMessage(e, TEXTOS_PAINEL.erroEntrar),
  target: $erroEntrarEquipe,
});
sample({ clock: entrarEquipeFx.doneData, target: loggedIn });
sample({
  clock: writeSessionCookiesFx.done,
  source: $entrouEquipe,
  filter: Boolean,
  fn: (): null => null,
  target: reloadFx,
});
