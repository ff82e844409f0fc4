import { FileWordOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { DocEditor } from '@/components/docEditor/DocEditor';

/** The online document of an item: the office-document id and its title. */
export interface OnlineDoc {
  fileId: string;
  title: string;
}

export interface OnlineDocFieldProps {
  value?: OnlineDoc | null;
  onChange?: (doc: OnlineDoc | null) => void;
  disabled?: boolean;
}

/**
 * A form control over the document editor dialog: 新建文档 creates an office
 * document (saved by the dialog itself), 编辑文档 opens it again; the form keeps
 * only the id, which the item save links.
 */
export function OnlineDocField({ value, onChange, disabled }: OnlineDocFieldProps) {
  const [open, setOpen] = useState(false);
  const doc = value ?? null;
  return (
    <>
      <Space wrap>
        {doc ? (
          <>
            <Typography.Text>
              <FileWordOutlined style={{ color: '#2b579a', marginInlineEnd: 6 }} />
              {doc.title}
            </Typography.Text>
            <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
              编辑文档
            </Button>
            <Popconfirm
              title="确定移除该在线文档吗？"
              okText="确定"
              cancelText="取消"
              disabled={disabled}
              onConfirm={() => onChange?.(null)}
            >
              <Button size="small" type="link" danger disabled={disabled}>
                移除
              </Button>
            </Popconfirm>
          </>
        ) : (
          <Button icon={<FileWordOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
            新建文档
          </Button>
        )}
      </Space>
      <DocEditor
        open={open}
        isAdd={!doc}
        fileId={doc?.fileId}
        fileTitle={doc?.title}
        title={doc ? '编辑文档' : '新建文档'}
        onClose={() => setOpen(false)}
        onSaved={(saved) => onChange?.({ fileId: saved.fileId, title: saved.title })}
      />
    </>
  );
}
