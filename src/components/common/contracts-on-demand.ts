// The contract files whose schemas the browser's forms check values with, each fetched on first use
// (schemas-on-demand.ts): naming one here loads nothing until a form picks a schema from it.
import { contractOnDemand } from './schemas-on-demand';

export const usersContract = contractOnDemand(() => import('@/contracts/users'));
export const performersContract = contractOnDemand(() => import('@/contracts/performers'));
export const settingsContract = contractOnDemand(() => import('@/contracts/settings'));
export const socialContract = contractOnDemand(() => import('@/contracts/social'));
export const payoutsContract = contractOnDemand(() => import('@/contracts/payouts'));
export const paymentsContract = contractOnDemand(() => import('@/contracts/payments'));
export const galleriesContract = contractOnDemand(() => import('@/contracts/galleries'));
export const videosContract = contractOnDemand(() => import('@/contracts/videos'));
export const ordersContract = contractOnDemand(() => import('@/contracts/orders'));
export const streamsContract = contractOnDemand(() => import('@/contracts/streams'));
export const addressesContract = contractOnDemand(() => import('@/contracts/addresses'));
