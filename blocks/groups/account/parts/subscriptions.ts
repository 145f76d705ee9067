/** The blocks of 'Minhas assinaturas' (../parts.ts). */
import { subscriptionListBlock } from '#blocks/subscription-list';

export const blocks = { 'subscription-list': subscriptionListBlock };
