/** The blocks of 'Cupons' (../parts.ts). */
import { couponListBlock } from '#blocks/coupon-list';

export const blocks = { 'coupon-list': couponListBlock };
