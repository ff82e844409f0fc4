import { PROPOSAL_SESSION_DEFAULTS, type ProposalSessionAddBody, type ProposalSessionInfo } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fromWallClock, toWallClock } from '@/app/format';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { RangePicker } from '@/components/RangePicker';
import { proposalSetupApi, proposalSetupKeys } from './api';

interface Values {
  cppccSessionId: string;
  name: string;
  easyName?: string | null;
  shortCode: string;
  sessionCode?: string | null;
  timeCode?: string | null;
  year?: number;
  window: [Dayjs, Dayjs];
  deadlineForMeeting?: Dayjs | null;
  threshold: number;
  wordLimit: number;
  handleDays: number;
  isOpenReport: boolean;
  isOpenCheckSimilar: boolean;
  sort?: number;
  remark?: string | null;
}

export interface ProposalSessionFormModalProps {
  /** null = closed; `session` set = edit, otherwise add */
  state: { session?: ProposalSessionInfo } | null;
  onClose: () => void;
  onSubmit: (body: ProposalSessionAddBody) => Promise<unknown>;
}

const half = { xs: 24, md: 12 };

function initialOf(s?: ProposalSessionInfo): Partial<Values> {
  if (!s)
    return {
      threshold: PROPOSAL_SESSION_DEFAULTS.threshold,
      wordLimit: PROPOSAL_SESSION_DEFAULTS.wordLimit,
      handleDays: PROPOSAL_SESSION_DEFAULTS.handleDays,
      isOpenReport: true,
      isOpenCheckSimilar: true,
      sort: 0,
    };
  return {
    ...s,
    window: [toWallClock(s.startTime), toWallClock(s.endTime)],
    deadlineForMeeting: toWallClock(s.deadlineForMeeting),
    isOpenReport: s.isOpenReport === 1,
    isOpenCheckSimilar: s.isOpenCheckSimilar === 1,
  };
}

/** The proposal session form (/proposal/proposalSessionForm in the old client), as a dialog of the list. */
export function ProposalSessionFormModal({ state, onClose, onSubmit }: ProposalSessionFormModalProps) {
  const [form] = Form.useForm<Values>();
  const yearly = useQuery({ queryKey: proposalSetupKeys.yearlySessions, queryFn: proposalSetupApi.yearlySessions, enabled: !!state });
  const session = state?.session;

  // choosing the yearly session fills what can be derived from it
  const onValuesChange = (changed: Partial<Values>) => {
    if (!changed.cppccSessionId) return;
    const c = yearly.data?.find((y) => y.id === changed.cppccSessionId);
    if (!c) return;
    const [term, time] = (c.shortCode ?? '').split('-');
    const filled: Partial<Values> = { year: c.year ?? undefined };
    if (!form.getFieldValue('name')) filled.name = `市政协${c.cname}`;
    if (!form.getFieldValue('easyName')) filled.easyName = c.easyName;
    if (term && time) {
      if (!form.getFieldValue('shortCode')) filled.shortCode = `${term}${time.padStart(2, '0')}`;
      if (!form.getFieldValue('sessionCode')) filled.sessionCode = term;
      if (!form.getFieldValue('timeCode')) filled.timeCode = time;
    }
    if (!form.getFieldValue('window') && c.startDate && c.endDate)
      filled.window = [dayjs(`${c.startDate} 09:00`), dayjs(`${c.endDate} 12:00`)];
    form.setFieldsValue(filled);
  };

  return (
    <FormModal<Values>
      open={!!state}
      title={session ? '编辑提案届次' : '新增提案届次'}
      form={form}
      width={860}
      initialValues={initialOf(session)}
      onValuesChange={onValuesChange}
      onClose={onClose}
      labelCol={{ flex: '130px' }}
      onSubmit={(v) =>
        onSubmit({
          cppccSessionId: v.cppccSessionId,
          name: v.name,
          easyName: v.easyName ?? null,
          shortCode: v.shortCode,
          sessionCode: v.sessionCode ?? null,
          timeCode: v.timeCode ?? null,
          year: v.year,
          startTime: fromWallClock(v.window[0].second(0).millisecond(0)),
          endTime: fromWallClock(v.window[1].second(59).millisecond(0)),
          deadlineForMeeting: v.deadlineForMeeting ? fromWallClock(v.deadlineForMeeting.second(59).millisecond(0)) : null,
          threshold: v.threshold,
          wordLimit: v.wordLimit,
          handleDays: v.handleDays,
          isOpenReport: v.isOpenReport ? 1 : 0,
          isOpenCheckSimilar: v.isOpenCheckSimilar ? 1 : 0,
          sort: v.sort,
          remark: v.remark ?? null,
        })
      }
    >
      <Row gutter={16}>
        <Col xs={24}>
          <FormItem label="所属会议届次" name="cppccSessionId" required>
            <Select
              showSearch
              optionFilterProp="label"
              loading={yearly.isFetching}
              placeholder="请选择所属会议届次"
              options={(yearly.data ?? []).map((y) => ({ value: y.id, label: `${y.cname}（${y.year ?? '--'}年）` }))}
            />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="届次名称" name="name" required rules={[{ max: 100, message: '届次名称不能超过100个字' }]}>
            <Input maxLength={100} placeholder="如：市政协十五届四次会议" />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="简称" name="easyName" rules={[{ max: 50, message: '简称不能超过50个字' }]}>
            <Input maxLength={50} placeholder="如：十五届四次" />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem
            label="简码"
            name="shortCode"
            required
            tooltip="提案案号的前缀"
            rules={[{ pattern: /^[A-Za-z0-9-]{1,16}$/, message: '简码只能包含字母、数字和 -，不超过16个字符' }]}
          >
            <Input maxLength={16} placeholder="如：1504" />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="年度" name="year">
            <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} placeholder="默认取会议届次的年度" />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="届次编号" name="sessionCode" rules={[{ max: 16, message: '届次编号不能超过16个字' }]}>
            <Input maxLength={16} placeholder="如：15" />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="会次编号" name="timeCode" rules={[{ max: 16, message: '会次编号不能超过16个字' }]}>
            <Input maxLength={16} placeholder="如：4" />
          </FormItem>
        </Col>
        <Col xs={24}>
          <FormItem label="大会时间" name="window" required tooltip="在此期间提交的提案为大会提案，其余为平时提案">
            <RangePicker style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem
            label="大会提案截止"
            name="deadlineForMeeting"
            dependencies={['window']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, value: Dayjs | null | undefined) => {
                  const window = getFieldValue('window') as [Dayjs, Dayjs] | undefined;
                  if (value && window?.[1] && value.isAfter(window[1], 'minute')) throw new Error('大会提案截止时间不能晚于大会结束时间');
                },
              }),
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="办理期限（天）" name="handleDays" required>
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="查重阈值（%）" name="threshold" required>
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="字数限制" name="wordLimit" required>
            <InputNumber min={100} max={50000} precision={0} style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="开放提交" name="isOpenReport" valuePropName="checked">
            <Switch checkedChildren="开放" unCheckedChildren="关闭" />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="开启查重" name="isOpenCheckSimilar" valuePropName="checked">
            <Switch checkedChildren="开启" unCheckedChildren="关闭" />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem label="排序" name="sort">
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col xs={24}>
          <FormItem label="备注" name="remark" rules={[{ max: 500, message: '备注不能超过500个字' }]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </FormItem>
        </Col>
      </Row>
    </FormModal>
  );
}
