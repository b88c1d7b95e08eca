// The admin's static pages (GET/POST/PUT/DELETE /admin/pages): every page, drafts included.
import type { List, PagingQuery } from '@/contracts/common';
import type { AdminPageQuery, AdminStaticPage, PageBody, PageUpdateBody } from '@/contracts/posts';
import { request } from '@/lib/request';

const pagePath = (id: string) => `/admin/pages/${encodeURIComponent(id)}`;

export const staticPagesService = {
  list: (query: AdminPageQuery | PagingQuery | Record<string, string> = {}) => request<List<AdminStaticPage>>('/admin/pages', { query }),
  get: (id: string) => request<AdminStaticPage>(pagePath(id)),
  create: (body: PageBody) => request<AdminStaticPage>('/admin/pages', { method: 'POST', body }),
  update: (id: string, body: PageUpdateBody) => request<AdminStaticPage>(pagePath(id), { method: 'PUT', body }),
  remove: (id: string) => request<AdminStaticPage>(pagePath(id), { method: 'DELETE' }),
};
