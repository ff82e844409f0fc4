import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { OSS_LIMITS, type OssFile, OssMsg } from '@cppcc/contracts';
import { App, Button, Modal, Slider, Space, Spin, Typography, Upload } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useLocation } from 'react-router';
import { confirmRemove } from './confirmRemove';
import { CROP_MAX, cropToJpeg, jpgName } from './cropImage';
import { uploadMessage } from './messages';
import { routeModule } from './ossApi';
import { acceptOf, refuseImage } from './rules';
import { useUploadQueue } from './useUploadQueue';

export interface CroppedImageUploaderProps {
  value?: OssFile | null;
  onChange?: (file: OssFile | null) => void;
  /** width / height of the crop; default 1 (1:1), or 9/2 with `base` */
  aspect?: number;
  /** the base cropper: a 9:2 banner (spec 000 §2) */
  base?: boolean;
  /** default the lower-cased first segment of the route */
  module?: string;
  /** limit of the chosen picture; default 10 (大小不能超过NMB!) */
  maxSizeMb?: number;
  readOnly?: boolean;
  disabled?: boolean;
}

const ACCEPT = `${acceptOf(OSS_LIMITS.image.extensions)},image/jpeg,image/png`;
export const BASE_ASPECT = 9 / 2;

/**
 * spec 000 §2: choose a picture, crop it (1:1 by default, 9:2 for the base
 * cropper), upload the crop as a JPEG; the result shows at most 1080×520.
 * A picture that cannot be loaded into the cropper says 图片加载失败.
 */
export function CroppedImageUploader({
  value,
  onChange,
  aspect,
  base,
  module,
  maxSizeMb = OSS_LIMITS.image.maxSizeMb,
  readOnly,
  disabled,
}: CroppedImageUploaderProps) {
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const ratio = aspect ?? (base ? BASE_ASPECT : 1);
  const latest = useRef(onChange);
  latest.current = onChange;
  const queue = useUploadQueue({ module: module ?? routeModule(pathname), kind: 'image', onUploaded: (f) => latest.current?.(f) });
  const [source, setSource] = useState<{ src: string; name: string } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = queue.pending.find((p) => p.status === 'uploading');

  const close = useCallback(() => {
    setSource((s) => {
      if (s) URL.revokeObjectURL(s.src);
      return null;
    });
    setArea(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  }, []);
  useEffect(() => () => close(), [close]);

  const shown = value ? (
    <img
      src={value.url}
      alt={value.title}
      style={{ display: 'block', maxWidth: `min(100%, ${CROP_MAX.width}px)`, maxHeight: CROP_MAX.height, objectFit: 'contain' }}
    />
  ) : null;
  if (readOnly) return shown ?? <Typography.Text type="secondary">{OssMsg.empty}</Typography.Text>;

  const beforeUpload = (file: File) => {
    const refusal = refuseImage(file, maxSizeMb);
    if (refusal) uploadMessage.error(refusal);
    else setSource({ src: URL.createObjectURL(file), name: file.name });
    return Upload.LIST_IGNORE;
  };

  const confirm = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      const blob = await cropToJpeg(source.src, area);
      const name = jpgName(source.name);
      close();
      await queue.start(blob, name);
    } catch {
      uploadMessage.error(OssMsg.cropLoadFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (value && (await confirmRemove(modal, value.title))) latest.current?.(null);
  };

  return (
    <div className="cppcc-cropped-uploader">
      <Spin spinning={!!sending} tip={sending ? `${sending.percent}%` : undefined}>
        {shown}
      </Spin>
      <Space style={{ marginTop: shown ? 8 : 0 }}>
        <Upload accept={ACCEPT} showUploadList={false} disabled={disabled || !!sending} beforeUpload={beforeUpload}>
          <Button icon={<PictureOutlined />} disabled={disabled || !!sending}>
            {value ? '更换图片' : '选择图片'}
          </Button>
        </Upload>
        {value && (
          <Button danger icon={<DeleteOutlined />} disabled={disabled} onClick={remove}>
            删除
          </Button>
        )}
      </Space>
      <Modal
        title="裁剪图片"
        open={!!source}
        width={720}
        okText="确定"
        cancelText="取消"
        onOk={confirm}
        onCancel={close}
        okButtonProps={{ disabled: !area, loading: busy }}
        destroyOnHidden
      >
        <div style={{ position: 'relative', height: 360, background: '#333' }} data-testid="crop-area" data-aspect={ratio}>
          {source && (
            <Cropper
              image={source.src}
              crop={crop}
              zoom={zoom}
              aspect={ratio}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{
                onError: () => {
                  uploadMessage.error(OssMsg.cropLoadFailed);
                  close();
                },
              }}
            />
          )}
        </div>
        <Slider min={1} max={3} step={0.1} value={zoom} onChange={setZoom} aria-label="缩放" />
      </Modal>
    </div>
  );
}
