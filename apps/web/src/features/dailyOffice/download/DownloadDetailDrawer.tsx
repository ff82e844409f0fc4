import { DownloadOutlined, FileWordOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { OssFile } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { formatDateTime } from '@/components/format';
import { pickedSummary } from '@/components/picker';
import { downloadHref } from '@/components/upload';
import { downloadApi, downloadKeys, useDownloadDetail } from './api';

const sizeText = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(n / 1024))}KB`);

export interface DownloadDetailDrawerProps {
  /** the item shown; null = closed */
  id: string | null;
  onClose: () => void;
}

/** An item as its readers see it: the attachments and the online document to download, each download counted. */
export function DownloadDetailDrawer({ id, onClose }: DownloadDetailDrawerProps) {
  const detail = useDownloadDetail(id ?? undefined);
  const client = useQueryClient();
  const d = detail.data;

  const counted = () => {
    if (!id) return;
    // the count is a statistic: a failure must not stop the download
    void downloadApi
      .count(id)
      .then(() => client.invalidateQueries({ queryKey: downloadKeys.list }))
      .catch(() => undefined);
  };

  const fileItem = (f: OssFile) => (
    <List.Item
      actions={[
        <a key="dl" href={downloadHref(f)} onClick={counted} aria-label={`下载${f.title}`}>
          <DownloadOutlined /> 下载
        </a>,
      ]}
    >
      <Space>
        <PaperClipOutlined />
        <a href={f.url} target="_blank" rel="noreferrer" onClick={counted}>
          {f.title}
        </a>
        <Typography.Text type="secondary">{sizeText(f.size)}</Typography.Text>
      </Space>
    </List.Item>
  );

  return (
    <Drawer open={!!id} onClose={onClose} title="下载资料" size={640} destroyOnHidden>
      {detail.isLoading || !d ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {d.title}
          </Typography.Title>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'type', label: '下载类型', children: d.typeName },
              { key: 'published', label: '发布时间', children: d.published ? formatDateTime(d.publishedAt) : <Tag>未发布</Tag> },
              { key: 'count', label: '下载次数', children: d.downloadCount },
              { key: 'description', label: '说明', children: d.description || '--' },
              ...(d.visiblePeople.length
                ? [{ key: 'visible', label: '可见人员', children: pickedSummary(d.visiblePeople.map((p) => p.name)) }]
                : []),
            ]}
          />
          <div>
            <Typography.Text strong>附件</Typography.Text>
            {d.files.length ? (
              <List size="small" dataSource={d.files} renderItem={fileItem} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无附件" />
            )}
          </div>
          {d.docFileId ? (
            <div>
              <Typography.Text strong>在线文档</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <Button
                  icon={<FileWordOutlined />}
                  onClick={() =>
                    void downloadApi
                      .doc(d.id)
                      .then(() => client.invalidateQueries({ queryKey: downloadKeys.list }))
                      .catch(() => undefined)
                  }
                >
                  {d.docTitle ?? '在线文档'}.docx
                </Button>
              </div>
            </div>
          ) : null}
        </Space>
      )}
    </Drawer>
  );
}
