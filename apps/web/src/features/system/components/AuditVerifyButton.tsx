import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type AuditVerifyResult, auditBreakText } from '@cppcc/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { systemApi } from '../api';

/** What the check found, in the audit administrator's words. */
export function verifyText(r: AuditVerifyResult): string[] {
  const lines = [`已校验 ${r.rows} 条记录，用时 ${(r.ms / 1000).toFixed(2)} 秒。`];
  if (r.ok) lines.push('未发现修改、删除或插入。');
  else if (r.firstBreak) lines.push(`首个断点：${auditBreakText(r.firstBreak)}。`);
  lines.push(`链头：第 ${r.headSeq} 条，哈希 ${r.headHash}（可另行记下，用于日后比对）。`);
  return lines;
}

/** 校验完整性: walks the audit log's hash chain on the server and shows the verdict. */
export function AuditVerifyButton() {
  const { modal } = App.useApp();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      const r = await systemApi.auditVerify();
      const content = (
        <div>
          {verifyText(r).map((line) => (
            <p key={line} style={{ wordBreak: 'break-all' }}>
              {line}
            </p>
          ))}
        </div>
      );
      if (r.ok) modal.success({ title: '审计日志完整', content, width: 560 });
      else modal.error({ title: '审计日志已被篡改', content, width: 560 });
    } finally {
      setChecking(false);
    }
  };
  return (
    <Button icon={<SafetyCertificateOutlined />} loading={checking} onClick={check}>
      校验完整性
    </Button>
  );
}
