import { UploadOutlined } from '@ant-design/icons';
import {
  SENSITIVE_IMPORT_MAX_BYTES,
  SensitiveApi,
  type SensitiveImportResult,
  type SensitiveType,
  sensitiveTypeLabel,
  sensitiveTypes,
} from '@cppcc/contracts';
import { Alert, App, Button, Checkbox, Form, List, Modal, Select, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { ExportButton } from '@/components/ExportButton';
import { configApi } from '../configApi';

const MB = SENSITIVE_IMPORT_MAX_BYTES / 1024 / 1024;
const typeOptions = sensitiveTypes.map((t) => ({ value: t, label: sensitiveTypeLabel[t] }));

/** 导入敏感词: an .xlsx (the template) or a .txt (one word a line, or 词语,类型,说明), then what happened to each line. */
export function SensitiveImportModal(props: { open: boolean; onClose: () => void; onImported: () => void }) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<SensitiveType>('custom');
  const [overwrite, setOverwrite] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SensitiveImportResult | null>(null);

  useEffect(() => {
    if (props.open) {
      setFile(null);
      setResult(null);
      setOverwrite(false);
      setType('custom');
    }
  }, [props.open]);

  const submit = async () => {
    if (!file) {
      message.warning('请选择要导入的文件');
      return;
    }
    setBusy(true);
    try {
      const r = await configApi.sensitiveImport(file, { type, overwrite });
      setResult(r);
      message.success('导入完成');
      props.onImported();
    } catch {
      // the api client has shown the server message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title="导入敏感词"
      width={600}
      onCancel={props.onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={props.onClose}>{result ? '关闭' : '取消'}</Button>
          {result ? null : (
            <Button type="primary" loading={busy} onClick={submit}>
              导入
            </Button>
          )}
        </Space>
      }
    >
      {result ? (
        <>
          <Alert
            type={result.errors.length ? 'warning' : 'success'}
            showIcon
            title={`新增${result.added}条，更新${result.updated}条，跳过${result.skipped}条${result.errors.length ? `，${result.errors.length}行有误` : ''}`}
            style={{ marginBottom: 12 }}
          />
          {result.errors.length ? (
            <List
              size="small"
              bordered
              style={{ maxHeight: 260, overflow: 'auto' }}
              dataSource={result.errors}
              renderItem={(e) => (
                <List.Item>
                  第{e.line}行：{e.message}
                </List.Item>
              )}
            />
          ) : null}
        </>
      ) : (
        <Form layout="vertical">
          <Typography.Paragraph type="secondary">
            支持 .xlsx（按导入模板填写）或 .txt（每行一个词，或“词语,类型,说明”），不超过{MB}MB。已存在的敏感词默认跳过。
          </Typography.Paragraph>
          <Form.Item label="文件" required>
            <Space wrap>
              <Upload
                accept=".xlsx,.txt"
                maxCount={1}
                fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
                beforeUpload={(f) => {
                  const ext = f.name.toLowerCase().split('.').pop();
                  if (ext !== 'xlsx' && ext !== 'txt') message.error('文件类型错误，后缀名应为.xlsx,.txt');
                  else if (f.size > SENSITIVE_IMPORT_MAX_BYTES) message.error(`文件的大小不能超过${MB}MB!`);
                  else setFile(f);
                  return false;
                }}
                onRemove={() => setFile(null)}
              >
                <Button icon={<UploadOutlined />}>选择文件</Button>
              </Upload>
              <ExportButton url={`/${SensitiveApi.importTemplate}`} method="GET" filename="敏感词导入模板.xlsx">
                下载导入模板
              </ExportButton>
            </Space>
          </Form.Item>
          <Form.Item label="未注明类型的词归入" required>
            <Select aria-label="默认类型" value={type} onChange={setType} options={typeOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item>
            <Checkbox checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)}>
              已存在的敏感词用文件中的类型和说明覆盖
            </Checkbox>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
