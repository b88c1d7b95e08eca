// Reports: one per user and target; sending again updates it.
import type { Report, ReportBody } from '@/contracts/social';
import { request } from '@/lib/request';

export const reportService = {
  create: (body: ReportBody) => request<Report>('/reports', { method: 'POST', body }),
};
