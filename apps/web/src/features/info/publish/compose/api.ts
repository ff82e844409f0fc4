import { PublicationComposeApi as Api, type PublicationComposeCapabilities, type PublicationPreview } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export const composeKeys = {
  preview: (id: string) => ['publication', 'preview', id] as const,
  capabilities: ['publication', 'compose', 'capabilities'] as const,
};

/** The composer's calls: the preview as HTML, the downloads through the api client (token, refresh, error envelopes). */
export const composeApi = {
  preview: (id: string) => api.get<PublicationPreview>(Api.preview(id)),
  capabilities: () => api.get<PublicationComposeCapabilities>(Api.capabilities, undefined, { silent: true }),
  docx: (id: string, name?: string) => api.download(Api.docx(id), { filename: name ? `${name}.docx` : undefined }),
  pdf: (id: string, name?: string) => api.download(Api.pdf(id), { filename: name ? `${name}.pdf` : undefined }),
};
