import { type CountItem, ProposalPage as Page, ProposalState as S, SignState } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Select, Space, Spin, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { proposalApi, proposalKeys } from '../api';
import { useProposalSessions } from '../components/ProposalListPage';
import { proposalStates, signStates, styleOf } from '../components/stateLabels';

/** Where the office reads the proposals of a display state (its work list). */
const officeStateList: Record<number, string> = {
  [S.awaitingSplit]: Page.receiveList,
  [S.awaitingReview]: Page.checkList,
  [S.awaitingAssign]: Page.assignList,
  [S.handling]: Page.trackList,
  [S.rehandling]: Page.unsatisfiedList,
  [S.returned]: Page.sendBackList,
  [S.concluded]: Page.allList,
  [S.otherWay]: Page.noFiledList,
  [S.toPublicOpinion]: Page.noFiledList,
  [S.toMemberLetter]: Page.letterList,
  [S.withdrawn]: Page.allList,
};
const proposerStateList = Page.myList;
const unitSignList: Record<number, string> = { [SignState.awaitingReceipt]: Page.signList, [SignState.concluded]: Page.finishList };

function CountCard({ item, to, color }: { item: CountItem; to: string | null; color?: string }) {
  const body = (
    <Card size="small" hoverable={!!to} style={{ borderTop: `3px solid ${color ?? '#1677ff'}` }}>
      <Statistic title={item.name} value={item.count} />
    </Card>
  );
  return to ? (
    <Link to={to} aria-label={`${item.name} ${item.count}`}>
      {body}
    </Link>
  ) : (
    body
  );
}

const colorOf = (c: string) => (c === 'default' || c === 'processing' || c === 'success' ? undefined : c);

/** desktop (提案工作台): counts per state of a session and what waits, each linking to its list (GET /proposal/count/desktop). */
export default function DesktopPage() {
  const [sessionId, setSessionId] = useState<string | undefined>();
  const sessions = useProposalSessions();
  const counts = useQuery({ queryKey: [...proposalKeys.desktop, sessionId], queryFn: () => proposalApi.desktop(sessionId) });
  const d = counts.data;
  const stateTo = (key: string) =>
    d?.scope === 'office'
      ? (officeStateList[Number(key)] ?? null)
      : d?.scope === 'unit'
        ? (unitSignList[Number(key)] ?? Page.handlingList)
        : proposerStateList;
  const stateColor = (key: string) => colorOf(styleOf(d?.scope === 'unit' ? signStates : proposalStates, key).color);

  return (
    <div className="proposal-desktop">
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Text>届次：</Typography.Text>
        <Select
          allowClear
          aria-label="届次"
          placeholder={d?.sessionName ?? '当前届次'}
          style={{ width: 240 }}
          value={sessionId}
          onChange={setSessionId}
          options={(sessions.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Space>
      {counts.isLoading ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : !d ? (
        <Empty description="暂无数据" />
      ) : (
        <>
          <Card title="待办事项" variant="borderless" style={{ marginBottom: 16 }}>
            <Row gutter={[16, 16]}>
              {d.todo.map((t) => (
                <Col key={t.key} xs={12} md={6} xl={4}>
                  <CountCard item={t} to={t.url} color={t.count ? '#fa541c' : undefined} />
                </Col>
              ))}
            </Row>
          </Card>
          <Card
            title={`${d.sessionName ?? '全部届次'}提案统计`}
            variant="borderless"
            extra={<Typography.Text>合计：{d.total}</Typography.Text>}
          >
            <Row gutter={[16, 16]}>
              {d.states.map((s) => (
                <Col key={s.key} xs={12} md={6} xl={4}>
                  <CountCard item={s} to={s.url ?? stateTo(s.key)} color={stateColor(s.key)} />
                </Col>
              ))}
            </Row>
          </Card>
        </>
      )}
    </div>
  );
}
