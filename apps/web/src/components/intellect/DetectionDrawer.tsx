import { type AiDetectResult, CheckMsg, IntellectCheckApi } from '@cppcc/contracts';
import { Alert, Button, Drawer, Progress, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api as http } from '@/app/api/client';
import { ApiError } from '@/app/api/errors';
import type { EditorToolPanelProps } from '@/components/editor';
import { LONG_CALL } from './CorrectionPanel';
import { aiPercentColor, countChars } from './labels';
import { findSpot } from './locate';
import './intellect.css';

export const AI_MIN_CHARS = 100;
export const DetectionText = { failed: '提案内容检测失败，请重新检测' } as const;

/** The help text under the result: what the remark means and how far the detector can be trusted, from the response. */
export function accuracyText(r: Pick<AiDetectResult, 'accuracy' | 'provider'>): string {
  const who = r.provider === 'local' ? '本地检测模型' : '检测服务';
  if (r.accuracy == null) return `${who}未提供准确率数据，结果仅供参考`;
  return `${who}在留出测试集上的准确率为 ${(r.accuracy * 100).toFixed(1)}%，结果仅供参考`;
}

type Status = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; result: AiDetectResult };

/**
 * AI写作检测 (seed 000 §2, §9): the probability that the text was written by AI, overall and for
 * each passage of about 100 characters; status ok or error, errors in the server's words.
 */
export function DetectionDrawer({ api, open, onClose }: EditorToolPanelProps) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const request = useRef(0);

  const load = useCallback(async () => {
    const seq = ++request.current;
    const text = api.getText();
    if (countChars(text) < AI_MIN_CHARS) {
      setStatus({ kind: 'error', message: CheckMsg.aiTooShort });
      return;
    }
    setStatus({ kind: 'loading' });
    try {
      const result = await http.post<AiDetectResult>(IntellectCheckApi.aiDetect, { content: text }, { silent: true, timeout: LONG_CALL });
      if (seq !== request.current) return;
      if (!result.all_lines.length) setStatus({ kind: 'error', message: DetectionText.failed });
      else setStatus({ kind: 'ok', result });
    } catch (e) {
      if (seq !== request.current) return;
      setStatus({ kind: 'error', message: e instanceof ApiError ? e.message : DetectionText.failed });
    }
  }, [api]);

  useEffect(() => {
    if (open) void load();
    return () => {
      request.current++;
    };
  }, [open, load]);

  const showLine = (text: string) => {
    const probe = text.trim();
    const r = findSpot(api.getText(), probe, '', '', 0);
    if (r) api.scrollTo(r);
  };

  return (
    <Drawer
      title="AI写作检测"
      open={open}
      onClose={onClose}
      size={520}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => void load()} disabled={status.kind === 'loading'}>
            重新检测
          </Button>
          <Button type="primary" onClick={onClose}>
            关闭
          </Button>
        </Space>
      }
    >
      {status.kind === 'loading' ? (
        <Spin style={{ display: 'block', padding: 48 }} description="检测中…" />
      ) : status.kind === 'error' ? (
        <div data-status="error">
          <Alert type="error" showIcon title="检测失败" description={status.message} />
        </div>
      ) : (
        <div data-status="ok">
          <Alert type="success" showIcon title="检测完成" style={{ marginBottom: 16 }} />
          <div style={{ textAlign: 'center', marginBottom: 12 }}>
            <Progress
              type="dashboard"
              percent={status.result.ai_percent}
              strokeColor={aiPercentColor(status.result.ai_percent)}
              format={(p) => `${(p ?? 0).toFixed(2)}%`}
              aria-label="AI生成概率"
            />
            <div>
              <Typography.Text type="secondary">整体AI生成概率：</Typography.Text>
              <Tag color={aiPercentColor(status.result.ai_percent)}>{status.result.remark}</Tag>
            </div>
          </div>
          <Typography.Title level={5}>分段结果</Typography.Title>
          <ul className="intellect-lines" aria-label="分段结果">
            {status.result.all_lines.map((line, i) => (
              // lines have no id; their order is the text's
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the text's chunks in order
              <li key={i} className="intellect-line" style={{ color: aiPercentColor(line.ai_percent) }}>
                <button
                  type="button"
                  className="intellect-line-text"
                  style={{ border: 0, background: 'none', textAlign: 'left', font: 'inherit', cursor: 'pointer', padding: 0 }}
                  onClick={() => showLine(line.text)}
                >
                  {line.text}
                </button>
                <span className="intellect-line-score">
                  {line.ai_percent.toFixed(2)}%<br />
                  <small>{line.remark}</small>
                </span>
              </li>
            ))}
          </ul>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            按约100字分段评分；概率高于80%为疑似AI生成，高于60%为部分AI生成，其余为人工撰写。{accuracyText(status.result)}。
          </Typography.Paragraph>
        </div>
      )}
    </Drawer>
  );
}
