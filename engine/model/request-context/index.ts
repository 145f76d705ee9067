/**
 * Keeps the API middleware's request context (white-label X-idfornecedor, consent and UTM
 * headers, slug for the 429 route) in step with the stores, through an effect (no watch).
 */
import { attach, combine, sample } from 'effector';
import type { RequestContext } from '../../api';
import { $api } from '../app';
import { $consentHeaders, $utmHeaders } from '../consent';
import { $fornecedor, $whiteLabel } from '../supplier';

export const $requestContext = combine(
  { whiteLabel: $whiteLabel, fornecedor: $fornecedor, consentHeaders: $consentHeaders, utmHeaders: $utmHeaders },
  ({ whiteLabel, fornecedor, consentHeaders, utmHeaders }): RequestContext => ({
    whiteLabel,
    idfornecedor: fornecedor?.idfornecedor ?? null,
    slug: fornecedor?.slug ?? null,
    consentHeaders: { ...consentHeaders },
    utmHeaders: { ...utmHeaders },
  }),
);

export const syncRequestContextFx = attach({
  source: $api,
  effect: (api, context: RequestContext) => {
    api?.context.update(context);
  },
});

sample({ clock: [$requestContext, $api], source: $requestContext, target: syncRequestContextFx });
