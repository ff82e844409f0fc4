import { MEET_KINDS, type MeetKind, meetKindLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { FileList } from '@/components/FileList';
import { FormCard } from '@/components/FormCard';
import { formatDateTime } from '@/components/format';
import { resultApi, resultKeys } from './api';

/** /meetActivity/resultDetail?kind=&id= (also /meet/activity/resultDetail): one result. */
export default function ResultDetailPage() {
  const [params] = useSearchParams();
  const asked = params.get('kind') ?? 'meet';
  const kind: MeetKind = (MEET_KINDS as readonly string[]).includes(asked) ? (asked as MeetKind) : 'meet';
  const id = params.get('id') ?? '';
  const q = useQuery({ queryKey: resultKeys.detail(kind, id), queryFn: () => resultApi(kind).detail(id), enabled: !!id });
  if (!id) return <Result status="warning" title="缺少成果编号" />;
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Result status="warning" title="成果不存在或无权查看" extra={<BackButton />} />;
  return (
    <FormCard title={d.title} extra={<BackButton />}>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={`所属${meetKindLabel[kind]}`}>{d.recordTitle}</Descriptions.Item>
        <Descriptions.Item label="提交人">{d.authorName}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{formatDateTime(d.createdAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
      </Descriptions>
      <div
        className="info-rich-html"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored rich text (platform/html/sanitize.ts)
        dangerouslySetInnerHTML={{ __html: d.content }}
      />
      <h4 style={{ marginTop: 24 }}>附件</h4>
      <FileList affairId={d.id} />
    </FormCard>
  );
}
