import { ProposalPerm as P, ProposalPage } from '@cppcc/contracts';
import { Button, Descriptions, Result, Space, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { ProposalFiles } from '../components/ProposalFiles';
import { RichHtml } from '../components/ProposalSections';
import { withId } from '../paths';
import { dt, LIST, StateText, useSummary } from './yearSummaryShared';

/** yearSummary/detail: the summary as submitted (or the unit's draft). */
export function YearSummaryDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const summary = useSummary(id);
  const can = useAuthority();
  if (!id) return <Result status="warning" title="请从列表中选择年度总结" extra={<BackButton fallback={LIST} />} />;
  if (summary.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const s = summary.data;
  if (!s) return <Result status="404" title="年度总结不存在" extra={<BackButton fallback={LIST} />} />;
  return (
    <>
      <FormCard
        title={s.title}
        extra={
          <Space>
            {s.state === 0 && can(P.yearSummaryEdit) && (
              <Link to={withId(ProposalPage.yearSummaryForm, s.id)}>
                <Button type="primary">修改</Button>
              </Link>
            )}
            <BackButton fallback={LIST} />
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="年度">{s.year}</Descriptions.Item>
          <Descriptions.Item label="承办单位">{s.unitName}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <StateText v={s.state} />
          </Descriptions.Item>
          <Descriptions.Item label="提交时间">{dt(s.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label="更新时间">{dt(s.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </FormCard>
      <FormCard title="总结内容">
        <RichHtml html={s.content} />
      </FormCard>
      <FormCard title="附件">
        <ProposalFiles ids={s.fileIds} />
      </FormCard>
    </>
  );
}
