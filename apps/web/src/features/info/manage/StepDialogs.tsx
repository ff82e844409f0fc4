import { adoptLabel, type InfoRow, submissionObjectLabel, submitUnitLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Input, Modal, Radio, Select, Switch } from 'antd';
import { formatChina } from '@/app/format';
import { DateInput } from '@/components/DatePickers';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { infoManageApi, infoManageKeys } from './api';

/** The office's dialogs on list rows: adopt, send back, number, send upward, record a result, see a discard. */
export type ManageStep = 'adopt' | 'back' | 'serial' | 'submit' | 'result' | 'abandoned';
export interface ManageDialogState {
  step: ManageStep;
  rows: InfoRow[];
  /** the adopt choice the button stands for (1 采用, 0 不采用, -1 弃用) */
  adopt?: 1 | 0 | -1;
}

const options = (labels: Record<number, string>) => Object.entries(labels).map(([v, label]) => ({ value: Number(v), label }));
const names = (rows: InfoRow[]) => (rows.length === 1 ? `《${rows[0].title}》` : `选中的 ${rows.length} 条信息`);

export const AdoptText = { reasonRequired: '请填写弃用理由' } as const;

export function ManageDialogs({ state, onClose, onDone }: { state: ManageDialogState | null; onClose: () => void; onDone: () => void }) {
  if (!state) return null;
  const ids = state.rows.map((r) => r.id);
  const done = async (p: Promise<unknown>) => {
    await p;
    onDone();
    onClose();
  };
  switch (state.step) {
    case 'adopt': {
      const adopt = state.adopt ?? 1;
      return (
        <FormModal<{ opinion?: string }>
          open
          title={`${adoptLabel[adopt]}：${names(state.rows)}`}
          okText="确定"
          successText="操作成功"
          onClose={onClose}
          onSubmit={(v) => done(infoManageApi.adopt({ ids, adopt, opinion: v.opinion?.trim() || null }))}
        >
          <FormItem
            label={adopt === -1 ? '弃用理由' : '意见'}
            name="opinion"
            rules={adopt === -1 ? [{ required: true, whitespace: true, message: AdoptText.reasonRequired }] : []}
          >
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={adopt === -1 ? '必填，将通知上报人' : '选填'} />
          </FormItem>
        </FormModal>
      );
    }
    case 'back':
      return (
        <FormModal<{ reason: string }>
          open
          title={`退回上报人：${names(state.rows)}`}
          okText="退回"
          successText="已退回"
          onClose={onClose}
          onSubmit={(v) => done(infoManageApi.back(ids[0], v.reason.trim()))}
        >
          <FormItem label="退回理由" name="reason" required>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder="将通知上报人" />
          </FormItem>
        </FormModal>
      );
    case 'serial':
      return (
        <FormModal<{ serialNumber: string }>
          open
          title={`编号：${names(state.rows)}`}
          initialValues={{ serialNumber: state.rows[0].serialNumber ?? '' }}
          onClose={onClose}
          onSubmit={(v) => done(infoManageApi.serial(ids[0], v.serialNumber.trim()))}
        >
          <FormItem label="编号" name="serialNumber" required extra="同一年度内编号不能重复">
            <Input maxLength={50} placeholder={`如 ${state.rows[0].year ?? ''}-001`} />
          </FormItem>
        </FormModal>
      );
    case 'submit':
      return (
        <FormModal<{ submitUnit: 1 | 2 | 3 | 99; submissionObject: 0 | 1 | 2 | 3; remark?: string }>
          open
          title={`报送上级：${names(state.rows)}`}
          okText="报送"
          successText="报送成功"
          initialValues={{ submitUnit: 1, submissionObject: 2 }}
          onClose={onClose}
          onSubmit={(v) => done(infoManageApi.submitUpward({ ids, ...v, remark: v.remark?.trim() || null }))}
        >
          <FormItem label="报送单位" name="submitUnit" required>
            <Select options={options(submitUnitLabel)} />
          </FormItem>
          <FormItem label="报送对象" name="submissionObject" required>
            <Radio.Group options={options(submissionObjectLabel)} />
          </FormItem>
          <FormItem label="备注" name="remark">
            <Input.TextArea rows={2} maxLength={500} />
          </FormItem>
        </FormModal>
      );
    case 'result':
      return (
        <FormModal<{ submissionObject: 0 | 1 | 2 | 3; adopted: boolean; content: string; resultDate: string }>
          open
          title={`登记上级采用情况：${names(state.rows)}`}
          initialValues={{ submissionObject: 2, adopted: true }}
          onClose={onClose}
          onSubmit={(v) => done(infoManageApi.addResult({ itemId: ids[0], ...v, content: v.content.trim() }))}
        >
          <FormItem label="上级" name="submissionObject" required>
            <Radio.Group options={options(submissionObjectLabel)} />
          </FormItem>
          <FormItem label="是否采用" name="adopted" valuePropName="checked">
            <Switch checkedChildren="采用" unCheckedChildren="未采用" />
          </FormItem>
          <FormItem label="采用情况" name="content" required>
            <Input.TextArea rows={3} maxLength={1000} placeholder="如：被省政协《社情民意》第12期采用" />
          </FormItem>
          <FormItem label="日期" name="resultDate" required>
            <DateInput />
          </FormItem>
        </FormModal>
      );
    case 'abandoned':
      return <AbandonedDialog id={ids[0]} onClose={onClose} />;
  }
}

function AbandonedDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const q = useQuery({ queryKey: infoManageKeys.abandoned(id), queryFn: () => infoManageApi.abandoned(id) });
  const d = q.data;
  return (
    <Modal open title="弃用原因" footer={null} onCancel={onClose} loading={q.isLoading}>
      {d && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="信息标题">{d.title}</Descriptions.Item>
          <Descriptions.Item label="弃用理由">{d.reason ?? '--'}</Descriptions.Item>
          <Descriptions.Item label="弃用环节">{d.levelName ?? '采用环节'}</Descriptions.Item>
          <Descriptions.Item label="操作人">{d.actorName ?? '--'}</Descriptions.Item>
          <Descriptions.Item label="时间">{d.at ? formatChina(d.at, 'YYYY-MM-DD HH:mm') : '--'}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
