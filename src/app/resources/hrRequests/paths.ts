/** Answering with upload progress and downloading on demand go around the data provider (providers/files.ts). */
export const ANSWER_PATH = '/questoesrh/update';
export const attachmentPath = (id: string) => `/questoesrh/${encodeURIComponent(id)}/anexo`;
