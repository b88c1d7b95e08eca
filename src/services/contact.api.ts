// The contact form: POST /contact mails the site's admins.
import type { z } from 'zod';
import type { ContactBody, contactResult } from '@/contracts/lookups';
import { request } from '@/lib/request';

export const contactService = {
  send: (body: ContactBody) => request<z.infer<typeof contactResult>>('/contact', { method: 'POST', body }),
};
