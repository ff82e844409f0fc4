import { PlusOutlined } from '@ant-design/icons';
import { OSS_LIMITS, type OssFile, OssMsg } from '@cppcc/contracts';
import { App, Image, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { confirmRemove } from './confirmRemove';
import { uploadMessage } from './messages';
import { routeModule } from './ossApi';
import { acceptOf, refuseImage } from './rules';
import { useUploadQueue } from './useUploadQueue';

export interface ImageUploaderProps {
  value?: OssFile[];
  onChange?: (files: OssFile[]) => void;
  /** default the lower-cased first segment of the route */
  module?: string;
  /** default 5 */
  maxCount?: number;
  /** default 10 (大小不能超过NMB!) */
  maxSizeMb?: number;
  readOnly?: boolean;
  disabled?: boolean;
}

const IMAGE_ACCEPT = `${acceptOf(OSS_LIMITS.image.extensions)},image/jpeg,image/png`;

/** spec 000 §2, §5: pictures (jpeg/jpg/png, 10MB, at most 5) as cards with a preview; removal asks first. */
export function ImageUploader({
  value,
  onChange,
  module,
  maxCount = OSS_LIMITS.image.maxCount,
  maxSizeMb = OSS_LIMITS.image.maxSizeMb,
  readOnly,
  disabled,
}: ImageUploaderProps) {
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const files = value ?? [];
  const latest = useRef(files);
  latest.current = files;
  const [preview, setPreview] = useState<string | null>(null);
  const queue = useUploadQueue({
    module: module ?? routeModule(pathname),
    kind: 'image',
    onUploaded: (f) => {
      const next = [...latest.current, f];
      latest.current = next;
      onChange?.(next);
    },
  });

  if (readOnly && !files.length) return <Typography.Text type="secondary">{OssMsg.empty}</Typography.Text>;

  const beforeUpload = (file: File) => {
    const refusal = refuseImage(file, maxSizeMb);
    if (refusal) {
      uploadMessage.error(refusal);
      return Upload.LIST_IGNORE;
    }
    if (latest.current.length + queue.sending() >= maxCount) {
      uploadMessage.error(OssMsg.tooMany(maxCount));
      return Upload.LIST_IGNORE;
    }
    void queue.start(file, file.name);
    return Upload.LIST_IGNORE;
  };

  const onRemove = async (item: UploadFile) => {
    const done = files.find((f) => f.id === item.uid);
    if (!done) {
      queue.drop(item.uid);
      return false;
    }
    if (await confirmRemove(modal, done.title)) {
      const next = latest.current.filter((f) => f.id !== done.id);
      latest.current = next;
      onChange?.(next);
    }
    return false;
  };

  const items: UploadFile[] = [
    ...files.map((f) => ({ uid: f.id, name: f.title, status: 'done' as const, url: f.url, thumbUrl: f.url })),
    ...queue.pending.map((p) => ({ uid: p.uid, name: p.name, status: p.status, percent: p.percent, response: p.error })),
  ];
  const editable = !readOnly && !disabled;
  return (
    <>
      <Upload
        listType="picture-card"
        multiple
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        fileList={items}
        beforeUpload={beforeUpload}
        onRemove={onRemove}
        onPreview={(item) => setPreview(item.url ?? null)}
        showUploadList={{ showRemoveIcon: editable, showPreviewIcon: true, showDownloadIcon: false }}
      >
        {editable && items.length < maxCount && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传图片</div>
          </button>
        )}
      </Upload>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </>
  );
}
