import { type InfoJointRow, InfoPage, InfoPerm, JointAnswer, jointAnswerLabel } from '@cppcc/contracts';
import { App, Button, Card, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { InfoTable, useInfoRefresh } from '../components/InfoTable';
import { infoReportApi, infoReportKeys } from './api';

/** 联名确认 (/social/jointConfirm): items the caller is asked to co-report; 同意 / 不同意, once. */
export default function JointConfirmPage() {
  const { modal, message } = App.useApp();
  const refresh = useInfoRefresh();
  const answer = (row: InfoJointRow, joint: 0 | 1) => {
    let opinion = '';
    modal.confirm({
      title: joint ? '同意联名' : '不同意联名',
      content: (
        <>
          <Typography.Paragraph>
            确定{joint ? '同意' : '不同意'}联名《{row.title}》吗？确认后不能更改。
          </Typography.Paragraph>
          <Input.TextArea rows={2} maxLength={200} placeholder="意见（选填）" onChange={(e) => (opinion = e.target.value)} />
        </>
      ),
      onOk: async () => {
        await infoReportApi.jointConfirm({ id: row.id, joint, opinion: opinion.trim() || null });
        message.success('确认成功');
        await refresh();
      },
    });
  };
  return (
    <Card>
      <InfoTable<InfoJointRow>
        queryKey={infoReportKeys.joint}
        fetch={infoReportApi.jointPage}
        columns={['title', 'type', 'reporter', 'reportTime', 'state']}
        actionLabels={['同意', '不同意', '详情']}
        extraColumns={[
          {
            title: '我的确认',
            dataIndex: 'myJoint',
            key: 'myJoint',
            kind: 'status',
            render: (v: number) => jointAnswerLabel[v] ?? '--',
          },
        ]}
        actions={(row) => {
          const pending = row.myJoint === JointAnswer.pending;
          return [
            {
              key: 'agree',
              perm: InfoPerm.joint,
              visible: pending,
              node: (
                <Button type="link" size="small" onClick={() => answer(row, 1)}>
                  同意
                </Button>
              ),
            },
            {
              key: 'disagree',
              perm: InfoPerm.joint,
              visible: pending,
              node: (
                <Button type="link" size="small" danger onClick={() => answer(row, 0)}>
                  不同意
                </Button>
              ),
            },
            { key: 'detail', node: <Link to={InfoPage.detail(row.id)}>详情</Link> },
          ];
        }}
      />
    </Card>
  );
}
