import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { couponListSchema } from './schema';

export const couponListBlock = defineBlock({
  type: 'coupon-list',
  ...couponListSchema,
  component: lazy(() => import('./coupon-list').then((m) => ({ default: m.CouponList }))),
});
