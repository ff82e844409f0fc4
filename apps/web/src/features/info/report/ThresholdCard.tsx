import { InfoPerm } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useAuthority } from '@/app/auth/Authority';
import { infoReportApi, infoReportKeys } from './api';

/**
 * 查重阈值 (thresholdInfo, spec 002 §5): at or above this similarity the report form's duplicate check
 * warns the reporter and asks before submitting. Kept by whoever keeps the flows.
 */
export function ThresholdCard() {
  const { message } = App.useApp();
  const can = useAuthority();
  const client = useQueryClient();
  const [form] = Form.useForm<{ thresholdInfo: number }>();
  const setting = useQuery({ queryKey: infoReportKeys.setting, queryFn: infoReportApi.setting });
  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);

  const save = async () => {
    const v = await form.validateFields();
    const saved = await infoReportApi.saveSetting(v);
    client.setQueryData(infoReportKeys.setting, saved);
    message.success('查重阈值已保存');
  };

  return (
    <Card title="信息查重阈值" size="small" style={{ marginTop: 16 }}>
      <Form form={form} layout="inline" disabled={!can(InfoPerm.flow)}>
        <Form.Item
          label="相似度达到"
          name="thresholdInfo"
          rules={[{ required: true, message: '请填写查重阈值' }]}
          extra={<Typography.Text type="secondary">报送时与已有信息的相似度达到该值即提醒上报人</Typography.Text>}
        >
          <InputNumber min={1} max={100} precision={0} addonAfter="%" style={{ width: 140 }} />
        </Form.Item>
        <Space>
          <Button type="primary" onClick={save}>
            保存
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
