import { SpeakPage, speakTypeLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Result, Spin, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { formatDateTime } from '@/components/format';
import { speakApi, speakKeys } from './api';
import { RichText } from './RichText';

/** /manuscript/speakDetail/:id: one speech as it goes into the manuscript (the office's version when edited). */
export default function ManuscriptDetailPage() {
  const id = useParams().id ?? '';
  const q = useQuery({ queryKey: speakKeys.manuscript(id), queryFn: () => speakApi.manuscriptDetail(id), enabled: !!id });
  const back = <BackButton fallback={SpeakPage.manuscript} />;
  if (q.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const d = q.data;
  if (!d) return <Result status="404" title="发言不存在或无权查看" extra={back} />;
  return (
    <Card title="汇编发言" extra={back}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {d.title}
      </Typography.Title>
      <p style={{ textAlign: 'center', color: '#666' }}>
        {d.speakerName}　{speakTypeLabel[d.speakType]}
        {d.speakTime ? `　${formatDateTime(d.speakTime, 'YYYY-MM-DD')}` : ''}
        {d.meetTitle ? `　${d.meetTitle}` : ''} {d.edited && <Tag color="orange">已编辑（修改稿）</Tag>}
      </p>
      <RichText html={d.content} maxWidth={860} />
    </Card>
  );
}
