import { CheckStatus, type InfoRow } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { FormModal } from '@/components/FormModal';
import { infoReportApi, infoReportKeys } from './api';
import { CheckFields, type CheckValues, checkBody, checkInitial } from './CheckFields';
import { EditingCheckFields, type EditingCheckValues, editingBody, isEditingStep } from './EditingCheckFields';

interface Props {
  row: InfoRow | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 审核 from a queue row: pass, return (to the reporter, a level back, the first level) or discard;
 * for an adopted item waiting at an editing level, the editor's text with 通过 / 退回上一级.
 */
export function CheckDialog(props: Props) {
  return props.row && isEditingStep(props.row.actions) ? <EditingDialog {...props} row={props.row} /> : <ReviewDialog {...props} />;
}

function ReviewDialog({ row, onClose, onDone }: Props) {
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

function EditingDialog({ row, onClose, onDone }: Props & { row: InfoRow }) {
  // the row has no text: the dialog opens once the item's detail is read
  const detail = useQuery({ queryKey: infoReportKeys.detail(row.id), queryFn: () => infoReportApi.detail(row.id) });
  const item = detail.data;
  return (
    <FormModal<EditingCheckValues>
      open={!!item}
      title="编辑审核"
      okText="确定"
      width={900}
      successText="审核成功"
      initialValues={item ? { status: CheckStatus.pass, title: item.title, content: item.content } : undefined}
      onClose={onClose}
      onSubmit={async (v) => {
        await infoReportApi.editCheck(editingBody(row.id, v));
        onDone();
      }}
    >
      <Typography.Paragraph>
        《{row.title}》 · {row.reporterName} · {row.editStateName ?? '编辑审核中'}
      </Typography.Paragraph>
      <EditingCheckFields />
    </FormModal>
  );
}
