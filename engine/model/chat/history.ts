/**
 * Older pages of the open room (spec: page 1, perpage 30): 'Carregar mensagens anteriores' asks
 * `GET /v4/chat/salas/{sala}/mensagens?page=n&perpage=30` (page 1 is the newest 30; each page
 * oldest first) and adds what it did not have (by id, in order). The staff's 'Atribuir' is a call
 * too (`POST /v4/painel/chat/salas/{sala}/atribuir`), to a member of the supplier's staff listed by
 * `GET /v4/painel/chat/equipe` (asked once a staff reader has a JWT). All authenticate with the
 * socket's JWT.
 */
import { attach, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { $api, requireApi } from '../app';
import { loggedOut, sessionExpired } from '../session';
import { $pageOf, $reader, $roomOpen, $rooms, $messages, $hasOlder, olderRequested, $chatError } from './chat';
import { $jwt } from './connection';
import { juntarMensagens, mergeSalas } from './rooms';
import { POR_PAGINA_CHAT, TEXTOS_CHAT, type MembroEquipe, type Mensagem, type Sala } from './texts';

const bearer = (jwt: string | null) => (jwt ? { Authorization: `Bearer ${jwt}` } : undefined);

export const olderPageFx = attach({
  source: { api: $api, jwt: $jwt, paginas: $pageOf, room: $roomOpen },
  effect: async ({ api, jwt, paginas, room }) => {
    if (!room) throw new Error(TEXTOS_CHAT.falhaAntigas);
    const page = (paginas[room.sala] ?? 1) + 1;
    const data = await requestData(
      requireApi(api).v4.GET('/v4/chat/salas/{sala}/mensagens', {
        params: { path: { sala: room.sala }, query: { page, perpage: POR_PAGINA_CHAT } },
        headers: bearer(jwt),
      }),
    );
    return {
      sala: room.sala,
      page,
      mensagens: data.mensagens as Mensagem[],
      temMais: page * POR_PAGINA_CHAT < data.total,
    };
  },
});

export const $olderLoading = olderPageFx.pending;

sample({
  clock: olderRequested,
  source: olderPageFx.pending,
  filter: (p) => !p,
  fn: () => undefined,
  target: olderPageFx,
});
$messages.on(olderPageFx.doneData, (m, r) => ({ ...m, [r.sala]: juntarMensagens(m[r.sala] ?? [], r.mensagens) }));
$pageOf.on(olderPageFx.doneData, (p, r) => ({ ...p, [r.sala]: r.page }));
$hasOlder.on(olderPageFx.doneData, (t, r) => ({ ...t, [r.sala]: r.temMais }));
$chatError.on(olderPageFx.fail, () => TEXTOS_CHAT.falhaAntigas);

/** 'Atribuir a' in the staff's inbox: a member of the staff, or nobody (idusuario null). */
export const assignFx = attach({
  source: { api: $api, jwt: $jwt },
  effect: async ({ api, jwt }, params: { sala: string; idusuario: number | null }): Promise<Sala> =>
    (await requestData(
      requireApi(api).v4.POST('/v4/painel/chat/salas/{sala}/atribuir', {
        params: { path: { sala: params.sala } },
        body: { idusuario: params.idusuario },
        headers: bearer(jwt),
      }),
    )) as Sala,
});
export const $assigning = assignFx.pending;
$rooms.on(assignFx.doneData, (salas, sala) => mergeSalas(salas, [sala]));
export const $assignError = createStore<string | null>(null)
  .on(assignFx.failData, (_, e) => (e instanceof Error && e.message ? e.message : TEXTOS_CHAT.falhaAtribuir))
  .reset(assignFx.done);

/** The supplier's staff a room may be assigned to (the inbox's 'Atribuir a'). */
export const teamFx = attach({
  source: { api: $api, jwt: $jwt },
  effect: async ({ api, jwt }): Promise<MembroEquipe[]> =>
    (
      await requestData(
        requireApi(api).v4.GET('/v4/painel/chat/equipe', {
          headers: bearer(jwt),
        }),
      )
    ).equipe,
});
/** null until the staff list has come (or when it could not be loaded: `$teamError`). */
export const $team = createStore<MembroEquipe[] | null>(null).on(teamFx.doneData, (_, equipe) => equipe);
export const $teamError = createStore<string | null>(null)
  .on(teamFx.fail, () => TEXTOS_CHAT.falhaEquipe)
  .reset(teamFx.done);
// Asked once, when a staff reader first has a JWT (the inbox is starting).
sample({
  clock: $jwt.updates,
  source: { leitor: $reader, equipe: $team, pedindo: teamFx.pending },
  filter: ({ leitor, equipe, pedindo }, jwt) => leitor === 'equipe' && jwt !== null && equipe === null && !pedindo,
  fn: () => undefined,
  target: teamFx,
});
$team.reset([loggedOut, sessionExpired]);
$teamError.reset([loggedOut, sessionExpired]);
