import type { PageResult, ProposalListItem } from '@cppcc/contracts';
import { PAGE_SIZES, ProposalListApi, ProposalPage, ProposalPerm } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Space, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { api } from '@/app/api/client';
import { useAuthority } from '@/app/auth/Authority';
import { Widget, WidgetLoadFailed } from '@/app/widgets/WidgetCard';
import { Carousel } from '@/components/Carousel';
import { detailPath } from '../../paths';

/** How many proposals the carousel turns through, and how long each stays. */
export const CAROUSEL_SIZE = 5;
export const CAROUSEL_INTERVAL_MS = 5000;
/** the smallest page a list gives (it refuses any other size): the carousel shows its first CAROUSEL_SIZE */
const CAROUSEL_PAGE = { pageNum: 1, pageSize: PAGE_SIZES[0] };

/** Which list a home shows: the office sees 重点提案, a member the public ones (公开提案). */
export const PROPOSAL_CAROUSELS = {
  key: { title: '重点提案', list: ProposalListApi.key, more: ProposalPage.keyList, perm: ProposalPerm.allList },
  open: { title: '公开提案', list: ProposalListApi.open, more: ProposalPage.openList, perm: ProposalPerm.openList },
} as const;

export type ProposalCarouselKind = keyof typeof PROPOSAL_CAROUSELS;

/** at most `lines` lines, the rest cut with an ellipsis */
const clamp = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

function Slide({ p }: { p: ProposalListItem }) {
  return (
    <div style={{ height: '100%', padding: '12px 48px 28px', background: 'linear-gradient(135deg, #b71c1c, #8e0000)', color: '#fff' }}>
      <Space size={4} wrap style={{ marginBottom: 8 }}>
        {p.number !== null && <Tag color="gold">第{p.number}号</Tag>}
        {p.typeName && <Tag>{p.typeName}</Tag>}
        <Tag>{p.stateName}</Tag>
      </Space>
      <Link to={detailPath(p.id)} style={{ ...clamp(2), color: '#fff', fontSize: 16, fontWeight: 600, marginBottom: 8 }}>
        {p.title}
      </Link>
      <div style={{ ...clamp(1), color: 'rgba(255,255,255,0.85)' }}>
        提案者：{p.proposerName}
        {p.unitNames ? `　承办：${p.unitNames}` : ''}
      </div>
    </div>
  );
}

/**
 * A home widget that turns through the newest proposals of a list (spec 001 §2.27
 * carousel: at most one step a second). Shown only to a user who may open that list.
 */
export function ProposalCarousel({ kind }: { kind: ProposalCarouselKind }) {
  const source = PROPOSAL_CAROUSELS[kind];
  const can = useAuthority();
  const navigate = useNavigate();
  const allowed = can(source.perm);
  const q = useQuery({
    queryKey: ['home', 'proposalCarousel', kind],
    queryFn: () => api.post<PageResult<ProposalListItem>>(source.list, CAROUSEL_PAGE, { silent: true }),
    enabled: allowed,
    staleTime: 60_000,
    retry: false,
  });
  if (!allowed) return null;
  return (
    <Widget
      title={source.title}
      extra={
        <Button type="link" size="small" onClick={() => navigate(source.more)}>
          更多
        </Button>
      }
    >
      {q.isError ? (
        <WidgetLoadFailed what={source.title} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Carousel
          height={150}
          autoplay
          interval={CAROUSEL_INTERVAL_MS}
          items={q.data.list.slice(0, CAROUSEL_SIZE).map((p) => <Slide key={p.id} p={p} />)}
        />
      )}
    </Widget>
  );
}

/** 重点提案 on the office home. */
export const KeyProposalCarousel = () => <ProposalCarousel kind="key" />;
/** 公开提案 on the member home. */
export const OpenProposalCarousel = () => <ProposalCarousel kind="open" />;
