import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { InfoVersion, PublicationEditingItem } from '@cppcc/contracts';
import { Button, Form, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { VersionDiff } from '../../components/VersionDiff';

/** An item as the form holds it: the issue's title and text, changed locally until 保存. */
export interface ItemDraft {
  id: string;
  title: string;
  content: string;
}

/** The item's versions and the issue's text as the last one, for the diff against the reporter's original. */
function withIssueText(it: PublicationEditingItem, draft: ItemDraft): InfoVersion[] {
  const last = it.versions[it.versions.length - 1];
  return [
    ...it.versions,
    {
      id: `issue-${it.id}`,
      no: (last?.no ?? 0) + 1,
      stage: -1,
      title: draft.title,
      content: draft.content,
      editorName: '刊物编辑稿',
      at: new Date().toISOString(),
    },
  ];
}

/** 修改 one item's title and text for this issue (the item keeps the reporter's). */
function ItemEditDialog({ draft, onClose, onSave }: { draft: ItemDraft | null; onClose: () => void; onSave: (d: ItemDraft) => void }) {
  const [form] = Form.useForm<ItemDraft>();
  return (
    <Modal
      open={!!draft}
      title="修改信息（刊物编辑稿）"
      width={900}
      okText="确定"
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields();
        if (draft) onSave({ ...draft, ...v });
        onClose();
      }}
    >
      {draft && (
        <Form form={form} layout="vertical" initialValues={draft}>
          <Form.Item label="标题" name="title" rules={[{ required: true, message: '请输入标题' }]}>
            <Input maxLength={200} showCount />
          </Form.Item>
          <Form.Item label="正文" name="content" rules={[richRequiredRule('正文')]}>
            <RichEditor maxCount={50_000} minHeight={260} uploadModule="info" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** The items of an issue in order: move up and down, edit the issue's text, compare with the original, take out. */
export function IssueItems(props: {
  items: PublicationEditingItem[];
  drafts: ItemDraft[];
  editable: boolean;
  onChange: (drafts: ItemDraft[]) => void;
  onRemove: (itemId: string) => Promise<unknown>;
}) {
  const { items, drafts, editable, onChange } = props;
  const [editing, setEditing] = useState<ItemDraft | null>(null);
  const [diff, setDiff] = useState<string | null>(null);
  const byId = new Map(items.map((i) => [i.id, i]));
  const move = (i: number, by: -1 | 1) => {
    const next = [...drafts];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  const diffItem = diff ? byId.get(diff) : undefined;
  const diffDraft = drafts.find((d) => d.id === diff);
  return (
    <>
      <List
        bordered
        dataSource={drafts}
        locale={{ emptyText: '还没有信息：在「刊物编辑」的待编信息中选择信息加入本期' }}
        renderItem={(d, i) => {
          const it = byId.get(d.id);
          const changed = !!it && (d.title !== it.originalTitle || d.content !== it.originalContent);
          return (
            <List.Item
              actions={[
                <Button key="diff" type="link" size="small" onClick={() => setDiff(d.id)}>
                  对比原稿
                </Button>,
                ...(editable
                  ? [
                      <Button
                        key="up"
                        size="small"
                        aria-label={`上移第${i + 1}条`}
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                      />,
                      <Button
                        key="down"
                        size="small"
                        aria-label={`下移第${i + 1}条`}
                        icon={<ArrowDownOutlined />}
                        disabled={i === drafts.length - 1}
                        onClick={() => move(i, 1)}
                      />,
                      <Button key="edit" type="link" size="small" onClick={() => setEditing(d)}>
                        修改
                      </Button>,
                      <ConfirmDelete
                        key="remove"
                        title="移出本期后，信息回到待编信息。确定移出？"
                        successText="已移出"
                        onConfirm={() => props.onRemove(d.id)}
                      >
                        <Button type="link" size="small" danger>
                          移出
                        </Button>
                      </ConfirmDelete>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <span>{`${i + 1}. ${d.title}`}</span>
                    {changed && <Tag color="orange">已编辑</Tag>}
                  </Space>
                }
                description={
                  <Typography.Text type="secondary">
                    {[it?.typeName, it?.reporterNames, it?.serialNumber ? `编号 ${it.serialNumber}` : null].filter(Boolean).join(' · ')}
                  </Typography.Text>
                }
              />
            </List.Item>
          );
        }}
      />
      <ItemEditDialog
        draft={editing}
        onClose={() => setEditing(null)}
        onSave={(next) => onChange(drafts.map((x) => (x.id === next.id ? next : x)))}
      />
      <Modal
        open={!!diffItem}
        title="对比原稿（上报人原稿 ↔ 刊物编辑稿）"
        width={1000}
        footer={null}
        onCancel={() => setDiff(null)}
        destroyOnHidden
      >
        {diffItem && diffDraft && <VersionDiff versions={withIssueText(diffItem, diffDraft)} />}
      </Modal>
    </>
  );
}
