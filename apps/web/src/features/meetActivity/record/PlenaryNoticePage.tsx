import { MeetPage } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { FileList } from '@/components/FileList';
import { formatDateTime } from '@/components/format';
import { recordApi, recordKeys } from './api';
import { SubMeetings } from './RecordDetailPage';
import { RecordTags } from './RecordTags';

const minute = (v: string | null) => (v ? formatDateTime(v, 'YYYY-MM-DD HH:mm') : '--');
const meet = recordApi('meet');

/**
 * /plenaryMeet/noticeDetail?id=: the notice of a plenary session (全体会议) as its attendees read it:
 * when and where, the notice text and files, and the sub-meetings the reader is on (each opens in
 * the reader's schedule). The server decides what the reader may open.
 */
export default function PlenaryNoticePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({ queryKey: recordKeys.detail('meet', id), queryFn: () => meet.detail(id), enabled: !!id });
  const back = <BackButton fallback={MeetPage.schedule} />;
  if (detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const d = detail.data;
  if (!d) return <Result status="404" title="会议通知不存在或无权查看" extra={back} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space size={8} wrap>
            <span>{d.title}</span>
            <RecordTags state={d.state} scheduleState={d.scheduleState} />
          </Space>
        }
        extra={back}
      >
        <Descriptions column={2} size="small">
          <Descriptions.Item label="会议时间">
            {minute(d.startTime)} 至 {minute(d.endTime)}
          </Descriptions.Item>
          <Descriptions.Item label="会议地点">{d.address || '--'}</Descriptions.Item>
          <Descriptions.Item label="组织单位">{d.organizer || '--'}</Descriptions.Item>
          <Descriptions.Item label="联系人">{[d.contact, d.contactPhone].filter(Boolean).join(' ') || '--'}</Descriptions.Item>
        </Descriptions>
        {d.content ? (
          <div
            className="info-rich-html"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored rich text (platform/html/sanitize.ts)
            dangerouslySetInnerHTML={{ __html: d.content }}
          />
        ) : null}
        <FileList files={d.files} affairId={d.id} emptyText="暂无附件" />
      </Card>
      {d.plenary ? <SubMeetings kind="meet" parentId={d.id} linkOf={(sub) => `${MeetPage.scheduleDetail}?kind=meet&id=${sub}`} /> : null}
    </Space>
  );
}
