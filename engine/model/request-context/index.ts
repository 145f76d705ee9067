/**
 * The one writer of the API's request context (engine/api): the white-label X-idfornecedor and
 * the slug of the 429 route (the supplier slice reports them with `requestFornecedorChanged`),
 * the consent flags and the UTM headers (from the consent slice). The middleware reads it on
 * every request; nothing else writes it.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { Event } from 'effector';
import type { RequestContext } from '../../api';
import { $api } from '../app';
import { $consentHeaders, $utmHeaders } from '../consent';
import type { ModelSlice } from '../slice';

interface FornecedorDoContexto {
  whiteLabel: boolean;
  idfornecedor: string;
  slug: string;
}

/** The supplier the requests speak for from now on (the supplier slice fires it on resolution). */
export const requestFornecedorChanged = createEvent<FornecedorDoContexto>();

const $fornecedorDoContexto = createStore<FornecedorDoContexto | null>(null).on(requestFornecedorChanged, (_, f) => f);

const $requestContext = combine(
  { fornecedor: $fornecedorDoContexto, consentHeaders: $consentHeaders, utmHeaders: $utmHeaders },
  ({ fornecedor, consentHeaders, utmHeaders }): RequestContext => ({
    whiteLabel: fornecedor?.whiteLabel ?? false,
    idfornecedor: fornecedor?.idfornecedor ?? null,
    slug: fornecedor?.slug ?? null,
    consentHeaders: { ...consentHeaders },
    utmHeaders: { ...utmHeaders },
  }),
);

const writeRequestContextFx = attach({
  source: $api,
  effect: (api, context: RequestContext): RequestContext | null => {
    if (!api) return null;
    api.context.update(context);
    return context;
  },
});
sample({ clock: [$requestContext, $api], source: $requestContext, target: writeRequestContextFx });

/** Fires once every request from now on carries `context`. */
export const requestContextApplied: Event<RequestContext> = sample({
  clock: writeRequestContextFx.doneData,
  filter: (context): context is RequestContext => context !== null,
});

export const requestContextSlice: ModelSlice = { name: 'request-context' };
