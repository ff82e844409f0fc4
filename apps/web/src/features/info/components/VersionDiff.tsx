import { type InfoVersion, infoVersionStageLabel } from '@cppcc/contracts';
import { Col, Empty, Radio, Row, Select, Space, Typography } from 'antd';
import { diffChars } from 'diff';
import { useMemo, useState } from 'react';
import { formatChina } from '@/app/format';
import './info-content.css';

/** The text of a version as a reader sees it: the title, then the paragraphs without markup. */
export function versionText(v: Pick<InfoVersion, 'title' | 'content'>): string {
  const doc = new DOMParser().parseFromString(v.content.replace(/<\/(p|h\d|li|div)>/gi, '</$1>\n'), 'text/html');
  const body = (doc.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
  return `${v.title}\n\n${body}`;
}

type Mode = 'inline' | 'side';

const versionName = (v: InfoVersion) =>
  `第${v.no}版 · ${infoVersionStageLabel[v.stage] ?? ''} · ${v.editorName ?? '--'} · ${formatChina(v.at, 'YYYY-MM-DD HH:mm')}`;

/**
 * A later version of an item's text against the reporter's original (version 1): inline, with
 * what was added and removed marked, or side by side.
 */
export function VersionDiff({ versions }: { versions: InfoVersion[] }) {
  const [mode, setMode] = useState<Mode>('inline');
  const [no, setNo] = useState<number | undefined>(versions[versions.length - 1]?.no);
  const original = versions[0];
  const chosen = versions.find((v) => v.no === no) ?? versions[versions.length - 1];
  const parts = useMemo(() => (original && chosen ? diffChars(versionText(original), versionText(chosen)) : []), [original, chosen]);
  if (!original || !chosen) return <Empty description="暂无版本" />;
  const changed = parts.some((p) => p.added || p.removed);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <span>对比版本</span>
        <Select
          aria-label="对比版本"
          style={{ minWidth: 360 }}
          value={chosen.no}
          onChange={setNo}
          options={versions.map((v) => ({ value: v.no, label: versionName(v) }))}
        />
        <Radio.Group
          value={mode}
          onChange={(e) => setMode(e.target.value as Mode)}
          optionType="button"
          options={[
            { value: 'inline', label: '合并显示' },
            { value: 'side', label: '左右对照' },
          ]}
        />
      </Space>
      {chosen.no === original.no || !changed ? (
        <Typography.Text type="secondary">{chosen.no === original.no ? '当前为原稿（第1版）' : '与原稿相同'}</Typography.Text>
      ) : null}
      {mode === 'inline' ? (
        <div className="info-diff" data-testid="version-diff">
          {parts.map((p, i) =>
            p.added ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
              <ins key={i}>{p.value}</ins>
            ) : p.removed ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
              <del key={i}>{p.value}</del>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
              <span key={i}>{p.value}</span>
            ),
          )}
        </div>
      ) : (
        <Row gutter={12}>
          <Col span={12}>
            <Typography.Text strong>原稿（第1版）</Typography.Text>
            <div className="info-diff">
              {parts
                .filter((p) => !p.added)
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
                .map((p, i) => (p.removed ? <del key={i}>{p.value}</del> : <span key={i}>{p.value}</span>))}
            </div>
          </Col>
          <Col span={12}>
            <Typography.Text strong>第{chosen.no}版</Typography.Text>
            <div className="info-diff">
              {parts
                .filter((p) => !p.removed)
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
                .map((p, i) => (p.added ? <ins key={i}>{p.value}</ins> : <span key={i}>{p.value}</span>))}
            </div>
          </Col>
        </Row>
      )}
    </Space>
  );
}
