import { UploadOutlined } from '@ant-design/icons';
import { FILE_EXTENSIONS, OSS_LIMITS, type OssFile, OssMsg } from '@cppcc/contracts';
import { App, Button, Typography, Upload, type UploadFile } from 'antd';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { FileList } from '../FileList';
import { confirmRemove } from './confirmRemove';
import { uploadMessage } from './messages';
import { downloadHref, routeModule } from './ossApi';
import { acceptOf, refuseFile } from './rules';
import { type PendingUpload, useUploadQueue } from './useUploadQueue';

export interface FileUploaderProps {
  /** the uploaded file records (Form.Item value) */
  value?: OssFile[];
  onChange?: (files: OssFile[]) => void;
  /** file module; default the lower-cased first segment of the route (spec 000 §3) */
  module?: string;
  /** default 10 (最多上传N个附件) */
  maxCount?: number;
  /** default 20 (文件的大小不能超过NMB!) */
  maxSizeMb?: number;
  /** accepted extensions without dots; default the platform list (FILE_EXTENSIONS) */
  accept?: readonly string[];
  /** shows the list with download links only; 暂无附件 when empty */
  readOnly?: boolean;
  disabled?: boolean;
  buttonText?: string;
  /** a hint under the button; default names the types and limits; false hides it */
  tip?: React.ReactNode | false;
}

export function saveAs(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function toItem(f: OssFile): UploadFile<OssFile> {
  return { uid: f.id, name: f.title, status: 'done', url: f.url, response: f };
}

function pendingItem(p: PendingUpload): UploadFile {
  return { uid: p.uid, name: p.name, status: p.status, percent: p.percent, response: p.error };
}

/**
 * spec 000 §2, §4, §5: the attachment uploader. Files upload at once and join
 * the value as file records; nothing is bound or deleted on the server until
 * the owning form saves (commitFiles / useAffairFiles, or the module's syncFiles).
 */
export function FileUploader({
  value,
  onChange,
  module,
  maxCount = OSS_LIMITS.file.maxCount,
  maxSizeMb = OSS_LIMITS.file.maxSizeMb,
  accept = FILE_EXTENSIONS,
  readOnly,
  disabled,
  buttonText = '上传附件',
  tip,
}: FileUploaderProps) {
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const files = value ?? [];
  const latest = useRef(files);
  latest.current = files;
  const queue = useUploadQueue({
    module: module ?? routeModule(pathname),
    kind: 'file',
    onUploaded: (f) => {
      const next = [...latest.current, f];
      latest.current = next;
      onChange?.(next);
    },
  });

  if (readOnly) return <FileList files={files} />;

  const beforeUpload = (file: File) => {
    const refusal = refuseFile(file, accept, maxSizeMb);
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

  const full = files.length >= maxCount;
  const hint =
    tip === undefined ? `支持 ${accept.join('、')} 格式，单个文件不超过${maxSizeMb}MB，最多${maxCount}个` : tip === false ? null : tip;
  return (
    <div className="cppcc-file-uploader">
      <Upload
        multiple
        accept={acceptOf(accept)}
        disabled={disabled}
        fileList={[...files.map(toItem), ...queue.pending.map(pendingItem)]}
        beforeUpload={beforeUpload}
        onRemove={onRemove}
        onDownload={(item) => {
          const f = files.find((x) => x.id === item.uid);
          if (f) saveAs(downloadHref(f), f.title);
        }}
        showUploadList={{ showDownloadIcon: true, showRemoveIcon: !disabled, showPreviewIcon: false }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || full}>
          {buttonText}
        </Button>
      </Upload>
      {hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
      {disabled && !files.length && !queue.pending.length && <Typography.Text type="secondary">{OssMsg.empty}</Typography.Text>}
    </div>
  );
}
