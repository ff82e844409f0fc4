import {
  BackType,
  type BackTypeValue,
  backTypeLabel,
  CheckStatus,
  type CheckStatusValue,
  checkStatusLabel,
  type InfoCheckBody,
} from '@cppcc/contracts';
import { Form, Input, Radio } from 'antd';
import { FormItem } from '@/components/FormItem';

export interface CheckValues {
  status: CheckStatusValue;
  backType?: BackTypeValue;
  opinion?: string;
  title?: string;
  content?: string;
}

export const CheckText = {
  backReason: '请填写退回理由',
  discardReason: '请填写弃用理由',
} as const;

export const checkInitial: CheckValues = { status: CheckStatus.pass, backType: BackType.toReporter };

/** The request of a check from the form's values (a back type only with a return). */
export function checkBody(id: string, v: CheckValues): InfoCheckBody {
  return {
    id,
    status: v.status,
    backType: v.status === CheckStatus.back ? (v.backType ?? BackType.toReporter) : null,
    opinion: v.opinion?.trim() || null,
  };
}

/** Is a reason required for this choice (discard; return to the reporter)? */
export const needsReason = (v: Pick<CheckValues, 'status' | 'backType'>) =>
  v.status === CheckStatus.discard || (v.status === CheckStatus.back && (v.backType ?? BackType.toReporter) === BackType.toReporter);

/**
 * 审核结果, 退回方式 and 审核意见: the fields of a check, in the dialog of the queue and on the
 * review page. (At the first level a return can go to the reporter only: the server says so.)
 */
export function CheckFields() {
  const form = Form.useFormInstance<CheckValues>();
  const status = Form.useWatch('status', form);
  const backType = Form.useWatch('backType', form);
  const reason = needsReason({ status: status ?? CheckStatus.pass, backType });
  return (
    <>
      <FormItem label="审核结果" name="status" required>
        <Radio.Group
          options={[CheckStatus.pass, CheckStatus.back, CheckStatus.discard].map((v) => ({ value: v, label: checkStatusLabel[v] }))}
        />
      </FormItem>
      {status === CheckStatus.back && (
        <FormItem label="退回方式" name="backType" required>
          <Radio.Group
            options={[BackType.toReporter, BackType.toPrevious, BackType.toFirst].map((v) => ({ value: v, label: backTypeLabel[v] }))}
          />
        </FormItem>
      )}
      <Form.Item
        label={status === CheckStatus.discard ? '弃用理由' : status === CheckStatus.back ? '退回理由' : '审核意见'}
        name="opinion"
        required={reason}
        rules={[
          {
            validator: async (_r, v: string | undefined) => {
              if (reason && !v?.trim()) throw new Error(status === CheckStatus.discard ? CheckText.discardReason : CheckText.backReason);
            },
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={reason ? '必填，将通知上报人' : '选填'} />
      </Form.Item>
    </>
  );
}
