import { DownloadOutlined } from '@ant-design/icons';
import { ExportApi, type ExportTemplateOption } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { api } from '@/app/api/client';
import { Authority } from '@/app/auth/Authority';

export interface ExportButtonProps {
  /** the export call, relative to the API prefix (a contract constant, as `/${SystemApi.auditExport}`) */
  url: string;
  /** POST by default (filters in the body) */
  method?: 'GET' | 'POST';
  /** the current filters; a function is read at the moment of the click */
  filters?: Record<string, unknown> | (() => Record<string, unknown>);
  /** used when the answer names no file */
  filename?: string;
  /** export type code ('audit', 'member' …): when it has enabled templates, a chooser is shown */
  templateType?: string;
  /** permission(s) the button needs */
  perm?: string | string[];
  children?: ReactNode;
}

/** Enabled templates of an export type (GET export/template/options). */
export function useExportTemplates(typeCode: string | undefined) {
  return useQuery({
    queryKey: ['export', 'templateOptions', typeCode],
    queryFn: () => api.get<ExportTemplateOption[]>(`/${ExportApi.options}`, { typeCode }, { silent: true }),
    enabled: !!typeCode,
    staleTime: 60_000,
  });
}

/**
 * spec 000 §2 / §7 export button: downloads the file (timeout 300 s in the api
 * client), which shows 导出成功, 导出失败 or the server's message; the button
 * stays busy until the answer is in, so one click is one export.
 */
export function ExportButton({ url, method = 'POST', filters, filename, templateType, perm, children = '导出' }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [templateId, setTemplateId] = useState<string | undefined>();
  const templates = useExportTemplates(templateType);
  const options = templates.data ?? [];

  const run = async () => {
    if (busy) return;
    setBusy(true);
    const current = typeof filters === 'function' ? filters() : (filters ?? {});
    const values = templateId ? { ...current, templateId } : current;
    try {
      await api.download(url, method === 'GET' ? { method, params: values, filename } : { method, body: values, filename });
    } catch {
      // the api client has shown 导出失败 or the server's message
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {busy ? '导出中…' : children}
    </Button>
  );
  const body = options.length ? (
    <Space.Compact>
      <Select
        allowClear
        aria-label="导出模板"
        placeholder="全部字段"
        style={{ width: 180 }}
        value={templateId}
        onChange={(v: string | undefined) => setTemplateId(v)}
        options={options.map((o) => ({ value: o.id, label: o.name }))}
        disabled={busy}
      />
      {button}
    </Space.Compact>
  ) : (
    button
  );
  return perm ? <Authority perm={perm}>{body}</Authority> : body;
}
