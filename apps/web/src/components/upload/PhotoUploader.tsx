import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { OSS_LIMITS, type OssFile, OssMsg, PHOTO_MODULE } from '@cppcc/contracts';
import { App, Avatar, Button, Space, Spin, Typography, Upload } from 'antd';
import { useRef } from 'react';
import { confirmRemove } from './confirmRemove';
import { uploadMessage } from './messages';
import { acceptOf, refuseImage } from './rules';
import { useUploadQueue } from './useUploadQueue';

export interface PhotoUploaderProps {
  /** the photo's file record, or null */
  value?: OssFile | null;
  onChange?: (file: OssFile | null) => void;
  /** default 'photo' (spec 000 §3) */
  module?: string;
  /** default 2 (大小不能超过2MB!) */
  maxSizeMb?: number;
  /** picture size in px; default 120 */
  size?: number;
  readOnly?: boolean;
  disabled?: boolean;
}

const ACCEPT = `${acceptOf(OSS_LIMITS.photo.extensions)},image/jpeg,image/png`;

/** spec 000 §2, §5: one photo (a member's portrait), jpeg/jpg/png of at most 2MB; a new choice replaces it, removal asks first. */
export function PhotoUploader({
  value,
  onChange,
  module = PHOTO_MODULE,
  maxSizeMb = OSS_LIMITS.photo.maxSizeMb,
  size = 120,
  readOnly,
  disabled,
}: PhotoUploaderProps) {
  const { modal } = App.useApp();
  const latest = useRef(onChange);
  latest.current = onChange;
  const queue = useUploadQueue({ module, kind: 'photo', onUploaded: (f) => latest.current?.(f) });
  const sending = queue.pending.find((p) => p.status === 'uploading');
  const failed = queue.pending.find((p) => p.status === 'error');

  const picture = value ? (
    <Avatar shape="square" size={size} src={value.url} alt={value.title} />
  ) : (
    <Avatar shape="square" size={size} icon={<UserOutlined />} />
  );
  if (readOnly) return value ? picture : <Typography.Text type="secondary">{OssMsg.empty}</Typography.Text>;

  const beforeUpload = (file: File) => {
    const refusal = refuseImage(file, maxSizeMb);
    if (refusal) uploadMessage.error(refusal);
    else if (!sending) {
      for (const p of queue.pending) queue.drop(p.uid);
      void queue.start(file, file.name);
    }
    return Upload.LIST_IGNORE;
  };

  const remove = async () => {
    if (value && (await confirmRemove(modal, value.title))) latest.current?.(null);
  };

  return (
    <Space align="end">
      <Spin spinning={!!sending} tip={sending ? `${sending.percent}%` : undefined}>
        {picture}
      </Spin>
      <Space direction="vertical" size={4}>
        <Upload accept={ACCEPT} showUploadList={false} disabled={disabled || !!sending} beforeUpload={beforeUpload}>
          <Button size="small" disabled={disabled || !!sending}>
            {value ? '更换照片' : '上传照片'}
          </Button>
        </Upload>
        {value && (
          <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} onClick={remove}>
            删除
          </Button>
        )}
        {failed && <Typography.Text type="danger">{OssMsg.uploadFailed}</Typography.Text>}
      </Space>
    </Space>
  );
}
