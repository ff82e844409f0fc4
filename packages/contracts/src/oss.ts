import { z } from 'zod';

/**
 * Files (spec 000 §3, §4, §5, §7; docs/files.md). Every upload is a file record;
 * it is bound to an affair id when the owning form saves, and unbound files
 * are swept after 24 hours. The endpoints (relative to /api) are named once:
 * the server registers them, the web calls them.
 */
export const OssApi = {
  upload: '/sys/oss/upload',
  rpcUpload: '/sys/oss/rpc/upload',
  /** + /{affairId} */
  list: '/sys/oss/list',
  delete: '/sys/oss/delete',
  binding: '/sys/oss/binding',
  rpcBinding: '/sys/oss/rpc/binding',
  rpcRemoveBinding: '/sys/oss/rpc/remove/binding',
  /** a new affair id, for a form that has none yet */
  newAffairId: '/id/get',
  /** + /{id} */
  file: '/sys/oss/file',
  /** + /{id}?module&t&s&r */
  rpcDownload: '/sys/oss/rpc/download',
  /** + /{id} */
  rpcFile: '/sys/oss/rpc/file',
  /** ?module&path */
  download: '/sys/oss/download',
} as const;

/**
 * Which limits an upload is held to. The multipart field `kind` chooses; without
 * it the module `photo` means a photo and anything else a file (spec 000 §3: the
 * photo module defaults to photo).
 */
export const ossKinds = ['file', 'image', 'photo', 'editor'] as const;
export type OssKind = (typeof ossKinds)[number];

const MB = 1024 * 1024;

/**
 * The generic uploader's accept list. The specification names no list
 * (catalog: 文件类型错误，后缀名应为…); these are the office, image, archive and
 * media types the platform's forms carry (docs/files.md).
 */
export const FILE_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
  'wps',
  'ofd',
  'txt',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'zip',
  'rar',
  '7z',
  'mp3',
  'mp4',
  'epub',
] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;

export interface OssLimit {
  /** bytes */
  maxSize: number;
  /** the number shown in the size message */
  maxSizeMb: number;
  extensions: readonly string[];
  /** files per uploader (client side; the server limits one file per request) */
  maxCount: number;
}

/** spec 000 §5, §9: upload 10 files / 20MB; image 5 / 10MB; photo 2MB; editor images 1MB. */
export const OSS_LIMITS: Record<OssKind, OssLimit> = {
  file: { maxSize: 20 * MB, maxSizeMb: 20, extensions: FILE_EXTENSIONS, maxCount: 10 },
  image: { maxSize: 10 * MB, maxSizeMb: 10, extensions: IMAGE_EXTENSIONS, maxCount: 5 },
  photo: { maxSize: 2 * MB, maxSizeMb: 2, extensions: IMAGE_EXTENSIONS, maxCount: 1 },
  editor: { maxSize: 1 * MB, maxSizeMb: 1, extensions: ['jpg', 'jpeg', 'png'], maxCount: 1 },
};

/** The module a photo is filed under when the form names none (spec 000 §3). */
export const PHOTO_MODULE = 'photo';
/** The module of an upload whose form names none. */
export const DEFAULT_MODULE = 'common';

/** Texts of the uploaders, verbatim from spec 000 §5, §8 where it gives them. */
export const OssMsg = {
  tooMany: (n: number) => `最多上传${n}个附件`,
  badExtension: (exts: readonly string[]) => `文件类型错误，后缀名应为${exts.join(',')}`,
  fileTooLarge: (mb: number) => `文件的大小不能超过${mb}MB!`,
  notImage: '请上传图片',
  badImageType: '你上传图片格式不正确!',
  imageTooLarge: (mb: number) => `大小不能超过${mb}MB!`,
  editorImageTooLarge: '上传失败，图片不可超过1MB!',
  uploadFailed: '上传失败',
  uploadOk: '上传成功',
  empty: '暂无附件',
  cropLoadFailed: '图片加载失败',
  // ours: the server's content checks (docs/files.md)
  emptyFile: '文件内容为空，请重新选择',
  executable: (title: string) => `禁止上传可执行程序：${title}`,
  mismatch: (title: string, ext: string) => `文件内容与后缀名不符：${title} 不是有效的 ${ext.toUpperCase()} 文件`,
  badArchive: (title: string) => `压缩文件已损坏或无法读取：${title}`,
  zipBomb: (title: string) => `压缩文件解压后体积异常（疑似压缩炸弹），禁止上传：${title}`,
  zipTooManyEntries: (title: string, n: number) => `压缩文件内的文件数超过${n}个，禁止上传：${title}`,
  noFile: '请求体字段 file 不正确：请选择要上传的文件',
  oneFileOnly: '每次只能上传一个文件',
  notMultipart: '请以 multipart/form-data 方式上传文件',
  badPath: '请求参数 path 不正确：文件路径不合法',
  gone: '附件不存在或已过期，请重新上传',
  boundElsewhere: '附件已关联其他事项，不能重复关联',
  notYours: '只能操作本人上传且尚未保存的附件',
  badLink: '下载链接无效或已过期',
} as const;

/** A stored file as the client sees it (spec 000 §3 plus size, url and createdAt). */
export const ossFileRecord = z.object({
  id: z.string(),
  title: z.string(),
  mimeType: z.string(),
  module: z.string(),
  /** storage key, module/yyyy/mm/<id>.<ext>; GET /sys/oss/download?module&path reads it */
  path: z.string(),
  size: z.number().int(),
  /** signed address usable in <img>/<a> without a token; images and PDF open inline, add `&dl=1` to save */
  url: z.string(),
  createdAt: z.string(),
});
export type OssFile = z.infer<typeof ossFileRecord>;

const fileId = z.string({ error: '附件编号不能为空' }).trim().min(1, '附件编号不能为空').max(64, '附件编号不正确');
const fileIds = z.array(fileId, { error: 'fileIds 必须是数组' }).max(100, '一次最多操作100个附件');
const affairId = z.string({ error: '事项编号 id 不能为空' }).trim().min(1, '事项编号 id 不能为空').max(64, '事项编号 id 不正确');

export const ossBindingBody = z.object({ fileIds, id: affairId });
/** POST /sys/oss/delete takes the bare id list (spec: "file id list"); `{ ids }` is accepted too. */
export const ossDeleteBody = z.union([fileIds, z.object({ ids: fileIds })]);
export const ossRemoveBindingBody = z.object({ fileIds, id: affairId.optional() });
export const ossIdParams = z.object({ id: fileId });
export const ossAffairParams = z.object({ id: affairId });
const dlFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();
export const ossFileQuery = z.object({ dl: dlFlag });
export const ossSignedQuery = z.object({
  module: z.string().max(64),
  /** expiry, unix seconds */
  t: z.coerce.number().int(),
  /** the session the address was signed for: refused once that session ends */
  s: z.string().max(64).default(''),
  /** signature of id, module, t and s */
  r: z.string().max(128),
  dl: dlFlag,
});
export const ossDownloadQuery = z.object({
  module: z.string({ error: '请求参数 module 不能为空' }).min(1, '请求参数 module 不能为空').max(64),
  path: z.string({ error: '请求参数 path 不能为空' }).min(1, '请求参数 path 不能为空').max(512),
  dl: dlFlag,
});
