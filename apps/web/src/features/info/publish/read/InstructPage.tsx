import {
  InstructionLevel,
  instructionLevelLabel,
  PublicationPerm as P,
  type PublicationInstructionBody,
  type PublicationInstructionRow,
  PublicationPage,
} from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { chinaToday } from '@/app/format';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { DateInput } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { SearchBar } from '@/components/SearchBar';
import { readApi, readKeys } from './api';
import { InstructionList } from './InstructionList';

type Values = Omit<PublicationInstructionBody, 'infoId'> & { infoId?: string | null };

/** The office's form: a distributed issue, optionally one of its items, the leader, the level, the day, the words. */
function InstructionForm({ row, onClose }: { row: PublicationInstructionRow | null; onClose: () => void }) {
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const publicationId = Form.useWatch('publicationId', form) ?? row?.publicationId;
  const issues = useQuery({ queryKey: readKeys.distributed, queryFn: () => readApi.distributed() });
  const items = useQuery({
    queryKey: readKeys.check(publicationId ?? ''),
    queryFn: () => readApi.check(publicationId ?? ''),
    enabled: !!publicationId,
  });
  return (
    <FormModal<Values>
      open
      form={form}
      title={row ? '修改领导批示' : '登记领导批示'}
      initialValues={
        row ? { ...row, leaderPost: row.leaderPost ?? undefined } : { level: InstructionLevel.city, instructedOn: chinaToday() }
      }
      onClose={onClose}
      onValuesChange={(changed) => {
        if ('publicationId' in changed) form.setFieldValue('infoId', undefined);
      }}
      onSubmit={async (v) => {
        const body = { ...v, infoId: v.infoId ?? null };
        if (row) await readApi.updateInstruction({ ...body, id: row.id });
        else await readApi.addInstruction(body);
        void qc.invalidateQueries({ queryKey: readKeys.instructions });
      }}
    >
      <FormItem label="刊物" name="publicationId" required>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="请选择已分发的刊物"
          loading={issues.isLoading}
          options={(issues.data?.list ?? []).map((r) => ({ value: r.id, label: `《${r.typeName}》${r.numLabel} ${r.title}` }))}
        />
      </FormItem>
      <FormItem label="批示信息" name="infoId" extra="不选则为对整期刊物的批示">
        <Select
          allowClear
          placeholder="整期刊物"
          disabled={!publicationId}
          options={(items.data?.items ?? []).map((i) => ({ value: i.infoId, label: i.title }))}
        />
      </FormItem>
      <FormItem label="批示领导" name="leaderName" required>
        <Input maxLength={50} />
      </FormItem>
      <FormItem label="领导职务" name="leaderPost">
        <Input maxLength={100} />
      </FormItem>
      <FormItem label="批示级别" name="level" required>
        <Select options={Object.entries(instructionLevelLabel).map(([v, label]) => ({ value: Number(v), label }))} />
      </FormItem>
      <FormItem label="批示日期" name="instructedOn" required>
        <DateInput />
      </FormItem>
      <FormItem label="批示内容" name="content" required>
        <Input.TextArea rows={5} maxLength={5000} showCount />
      </FormItem>
    </FormModal>
  );
}

/** /info/periodical/instruct: the office records and keeps the leaders' instructions. */
export function OfficeInstructPage() {
  const qc = useQueryClient();
  const [leaderName, setLeaderName] = useState<string | undefined>();
  const [editing, setEditing] = useState<PublicationInstructionRow | 'new' | null>(null);
  return (
    <>
      <SearchBar placeholder="请输入批示领导" onSearch={(v) => setLeaderName((v.keyword as string | undefined) || undefined)} />
      <DataTable<PublicationInstructionRow, { leaderName?: string }>
        queryKey={readKeys.instructions}
        fetch={(q) => readApi.instructionPage(q)}
        filters={{ leaderName }}
        rowKey="id"
        toolbar={
          <Authority perm={P.instruct}>
            <Button type="primary" onClick={() => setEditing('new')}>
              登记批示
            </Button>
          </Authority>
        }
        columns={[
          {
            title: '刊物',
            dataIndex: 'numLabel',
            key: 'numLabel',
            kind: 'title',
            render: (v: string, r) => (
              <Link to={PublicationPage.detail(r.publicationId)}>
                <Ellipsis text={`《${r.typeName}》${v} ${r.publicationTitle}`} />
              </Link>
            ),
          },
          {
            title: '批示信息',
            dataIndex: 'infoTitle',
            key: 'infoTitle',
            kind: 'text',
            render: (v: string | null) => <Ellipsis text={v ?? '整期刊物'} />,
          },
          { title: '批示领导', dataIndex: 'leaderName', key: 'leaderName', kind: 'person' },
          { title: '级别', dataIndex: 'levelLabel', key: 'levelLabel', kind: 'short' },
          { title: '批示内容', dataIndex: 'content', key: 'content', kind: 'text', render: (v: string) => <Ellipsis text={v} /> },
          { title: '批示日期', dataIndex: 'instructedOn', key: 'instructedOn', kind: 'date' },
          {
            title: '操作',
            key: 'actions',
            kind: 'actions',
            render: (_v, r) => (
              <Authority perm={P.instruct}>
                <Button type="link" size="small" onClick={() => setEditing(r)}>
                  修改
                </Button>
                <ConfirmDelete
                  onConfirm={async () => {
                    await readApi.deleteInstruction(r.id);
                    void qc.invalidateQueries({ queryKey: readKeys.instructions });
                  }}
                />
              </Authority>
            ),
          },
        ]}
      />
      {editing !== null && <InstructionForm row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** /social/periodical/instruct: the instructions on the items I am credited with (the message links here with ?id=). */
export function ReporterInstructPage() {
  const [params] = useSearchParams();
  const q = useQuery({
    queryKey: [...readKeys.instructions, 'mine'],
    queryFn: () => readApi.instructionPage({ mine: true, pageNum: 1, pageSize: 40 }),
  });
  return <InstructionList rows={q.data?.list ?? []} highlight={params.get('id')} />;
}
