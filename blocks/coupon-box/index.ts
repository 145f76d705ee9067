import { defineBlock } from '#engine/layout/define-block';
import { CouponBox } from './coupon-box';
import { couponBoxSchema } from './schema';

export const couponBoxBlock = defineBlock({ type: 'coupon-box', ...couponBoxSchema, component: CouponBox });
