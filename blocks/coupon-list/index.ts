import { defineBlock } from '#engine/layout/define-block';
import { CouponList } from './coupon-list';
import { couponListSchema } from './schema';

export const couponListBlock = defineBlock({ type: 'coupon-list', ...couponListSchema, component: CouponList });
