import type { InfoRow } from '@cppcc/contracts';
import { Typography } from 'antd';
import { FormModal } from '@/components/FormModal';
import { infoReportApi } from './api';
import { CheckFields, type CheckValues, checkBody, checkInitial } from './CheckFields';

/** 审核 from a queue row: pass, return (to the reporter, a level back, the first level) or discard. */
export function CheckDialog({ row, onClose, onDone }: { row: InfoRow | null; onClose: () => void; onDone: () => void }) {
  return (
    <FormModal<CheckValues>
      open={!!row}
      title="信息审核"
      okText="确定"
      successText="审核成功"
      initialValues={checkInitial}
      onClose={onClose}
      onSubmit={async (v) => {
        if (!row) return;
        await infoReportApi.check(checkBody(row.id, v));
        onDone();
      }}
    >
      {row && (
        <Typography.Paragraph>
          《{row.title}》 · {row.reporterName} · 当前环节：{row.levelName ?? '--'}
        </Typography.Paragraph>
      )}
      <CheckFields />
    </FormModal>
  );
}
