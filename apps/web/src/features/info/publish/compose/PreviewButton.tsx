import { EyeOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { PublicationComposeMsg } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Result, Space, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { composeApi, composeKeys } from './api';

export interface PreviewButtonProps {
  id: string;
  type?: 'link' | 'default' | 'primary';
  /** the button's text (预览 by default) */
  label?: string;
}

/**
 * Opens an issue laid out as an official document (GB/T 9704) in a window that fits 1366×768,
 * with its Word and PDF downloads. The preview is HTML without scripts shown through srcDoc in
 * a sandboxed frame: a frame's src could not carry the bearer token.
 */
export function PreviewButton({ id, type = 'link', label = '预览' }: PreviewButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<'docx' | 'pdf' | null>(null);
  const preview = useQuery({ queryKey: composeKeys.preview(id), queryFn: () => composeApi.preview(id), enabled: open, staleTime: 0 });
  const caps = useQuery({ queryKey: composeKeys.capabilities, queryFn: composeApi.capabilities, enabled: open, staleTime: 300_000 });
  const name = preview.data?.name;

  const download = async (format: 'docx' | 'pdf') => {
    if (busy) return;
    setBusy(format);
    try {
      await (format === 'docx' ? composeApi.docx(id, name) : composeApi.pdf(id, name));
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(null);
    }
  };

  const pdfReady = caps.data?.pdf === true;
  const pdfButton = (
    <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} disabled={!pdfReady || busy === 'docx'} onClick={() => download('pdf')}>
      下载PDF
    </Button>
  );
  const footer = (
    <Space>
      <Button
        type="primary"
        icon={<FileWordOutlined />}
        loading={busy === 'docx'}
        disabled={busy === 'pdf'}
        onClick={() => download('docx')}
      >
        下载Word
      </Button>
      {pdfReady ? (
        pdfButton
      ) : (
        // a disabled button gets no pointer events: the tooltip hangs on a wrapper
        <Tooltip title={caps.isLoading ? '正在检查PDF转换程序…' : PublicationComposeMsg.noConverter}>
          <span style={{ display: 'inline-block' }}>{pdfButton}</span>
        </Tooltip>
      )}
      <Button onClick={() => setOpen(false)}>关闭</Button>
    </Space>
  );

  return (
    <>
      <Button
        type={type}
        size={type === 'link' ? 'small' : undefined}
        icon={type === 'link' ? undefined : <EyeOutlined />}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Modal
        open={open}
        title={name ? `排版预览：${name}` : '排版预览'}
        width={920}
        style={{ top: 16 }}
        styles={{ body: { height: 'calc(100vh - 150px)', padding: 0 } }}
        footer={footer}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {preview.isLoading ? (
          <div style={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <Spin description="正在排版…">
              <div style={{ width: 120, height: 60 }} />
            </Spin>
          </div>
        ) : preview.data ? (
          <iframe
            title="刊物排版预览"
            sandbox=""
            srcDoc={preview.data.html}
            style={{ width: '100%', height: '100%', border: 0, background: '#e8e8e8' }}
          />
        ) : (
          <Result status="warning" title="预览加载失败" subTitle="请关闭后重试，或直接下载Word文档" />
        )}
      </Modal>
    </>
  );
}
