import { CheckStatus, checkStatusLabel, type InfoEditCheckBody } from '@cppcc/contracts';
import { Form, Input, Radio } from 'antd';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { editorTools } from '@/components/editorTools';
import { FormItem } from '@/components/FormItem';

const CHECK_TOOLS = editorTools('Correction', 'AutoFormat');

/** The values of an editing-flow step: the editor's title and text, then 通过 or 退回上一级. */
export interface EditingCheckValues {
  status: typeof CheckStatus.pass | typeof CheckStatus.back;
  opinion?: string;
  title: string;
  content: string;
}

export const EditingText = { backReason: '请填写退回理由' } as const;

/** Is the row waiting at an editing level the caller holds (the server offers the editing steps)? */
export const isEditingStep = (actions: readonly string[]) => actions.includes('editPass');

/** The request of an editing step: a return goes to the previous level only (backType 2). */
export function editingBody(id: string, v: EditingCheckValues): InfoEditCheckBody {
  const back = v.status === CheckStatus.back;
  return { id, status: v.status, backType: back ? 2 : null, opinion: v.opinion?.trim() || null, title: v.title.trim(), content: v.content };
}

/**
 * 编辑加工 in the editing flow: the text in the editor (the change is kept as a version and shown
 * against the original on the detail page), and the result — 通过 (next level, or 编辑完成 after the
 * last) or 退回上一级 with a reason (the first level has none before it: the server says so).
 */
export function EditingCheckFields() {
  const form = Form.useFormInstance<EditingCheckValues>();
  const status = Form.useWatch('status', form);
  const back = status === CheckStatus.back;
  return (
    <>
      <FormItem label="信息标题" name="title" required>
        <Input maxLength={100} showCount />
      </FormItem>
      <Form.Item label="信息内容" name="content" required rules={[richRequiredRule('信息内容')]}>
        <RichEditor tools={CHECK_TOOLS} uploadModule="info" />
      </Form.Item>
      <FormItem label="编辑审核" name="status" required>
        <Radio.Group
          options={[
            { value: CheckStatus.pass, label: checkStatusLabel[CheckStatus.pass] },
            { value: CheckStatus.back, label: '退回上一级' },
          ]}
        />
      </FormItem>
      <Form.Item
        label={back ? '退回理由' : '审核意见'}
        name="opinion"
        required={back}
        rules={[
          {
            validator: async (_r, v: string | undefined) => {
              if (back && !v?.trim()) throw new Error(EditingText.backReason);
            },
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={back ? '必填，将通知上一级' : '选填'} />
      </Form.Item>
    </>
  );
}
