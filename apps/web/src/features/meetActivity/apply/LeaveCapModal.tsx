import { type MeetKind, type MeetLeaveCapRow, meetKindLabel } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, InputNumber, Modal, Table } from 'antd';
import { useState } from 'react';
import { applyApi, applyKeys } from './api';

/** 请假上限: per type, how many approved leaves a member may have in a year (0: no limit). */
export function LeaveCapModal({ kind, open, onClose }: { kind: MeetKind; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const a = applyApi(kind);
  const caps = useQuery({ queryKey: applyKeys.caps(kind), queryFn: a.caps, enabled: open });
  const [saving, setSaving] = useState<string | null>(null);
  const save = async (row: MeetLeaveCapRow, cap: number | null) => {
    if (cap === null || cap === row.cap) return;
    setSaving(row.typeId);
    try {
      await a.setCap(row.typeId, cap);
      message.success(`「${row.typeName}」已保存`);
      await qc.invalidateQueries({ queryKey: applyKeys.caps(kind) });
    } finally {
      setSaving(null);
    }
  };
  return (
    <Modal title="年度请假上限" open={open} onCancel={onClose} footer={null} width={520} destroyOnHidden>
      <p style={{ color: 'rgba(0,0,0,0.45)' }}>
        每名委员每年在该类{meetKindLabel[kind]}中获准请假的次数上限，0 表示不限。修改后离开输入框即保存。
      </p>
      <Table<MeetLeaveCapRow>
        rowKey="typeId"
        size="small"
        loading={caps.isLoading}
        dataSource={caps.data ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        columns={[
          { title: `${meetKindLabel[kind]}类型`, dataIndex: 'typeName', ellipsis: true },
          {
            title: '每年上限（次）',
            dataIndex: 'cap',
            width: 150,
            render: (v: number, r) => (
              <InputNumber
                key={`${r.typeId}-${v}`}
                min={0}
                max={365}
                precision={0}
                defaultValue={v}
                disabled={saving === r.typeId}
                aria-label={`${r.typeName}请假上限`}
                onBlur={(e) => void save(r, e.target.value === '' ? null : Number(e.target.value))}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
