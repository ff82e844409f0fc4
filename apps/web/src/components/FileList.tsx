import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { type OssFile, OssMsg } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Typography } from 'antd';
import { downloadHref, listAffairFiles } from './upload/ossApi';
import { affairFilesKey } from './upload/useAffairFiles';

export interface FileListProps {
  /** the files to show; or give `affairId` and the list is loaded (GET /sys/oss/list/{id}) */
  files?: OssFile[];
  affairId?: string | null;
  /** the title opens images and PDF in a new tab when true; otherwise every title saves the file */
  preview?: boolean;
  emptyText?: string;
}

const PREVIEWABLE = /^(image\/(jpeg|png|gif|bmp)|application\/pdf)$/;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Read-only attachments with download links; 暂无附件 when there are none (spec 000 §2). */
export function FileList({ files, affairId, preview = false, emptyText = OssMsg.empty }: FileListProps) {
  const query = useQuery({
    queryKey: affairFilesKey(affairId ?? ''),
    queryFn: () => listAffairFiles(affairId as string),
    enabled: !files && !!affairId,
  });
  if (!files && affairId && query.isLoading) return <Spin size="small" />;
  const list = files ?? query.data ?? [];
  if (!list.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <ul className="cppcc-file-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {list.map((f) => {
        // epub never opens in a browser tab (spec 002 §2); every other previewable type may
        const opens = preview && PREVIEWABLE.test(f.mimeType) && !f.title.toLowerCase().endsWith('.epub');
        return (
          <li key={f.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
            <PaperClipOutlined />
            <a
              href={opens ? f.url : downloadHref(f)}
              target={opens ? '_blank' : undefined}
              rel="noreferrer"
              download={opens ? undefined : f.title}
            >
              {f.title}
            </a>
            <Typography.Text type="secondary">{formatSize(f.size)}</Typography.Text>
            {opens && (
              <a href={downloadHref(f)} download={f.title} aria-label={`下载 ${f.title}`}>
                <DownloadOutlined />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
