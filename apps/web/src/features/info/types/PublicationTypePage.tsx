import {
  PublicationTypePerm as P,
  type PublicationTypeAddBody,
  type PublicationTypeItem,
  type PublicationTypeListQuery,
  PublicationTypeState,
  publicationTypeStateLabel,
} from '@cppcc/contracts';
import { App, InputNumber, Radio } from 'antd';
import {
  type CrudConfig,
  type CrudContext,
  CrudPage,
  remarkField,
  selectFilter,
  sortField,
  switchField,
  textField,
} from '@/components/crud';
import { EditInput } from '@/components/EditInput';
import { infoTypeKeys, publicationTypeApi } from './api';

const stateOptions = Object.entries(publicationTypeStateLabel).map(([value, label]) => ({ value: Number(value), label }));
const optionsKey = ['publicationTypeOptions'];
/** the form's limit of 排序 (refSort) */
const SORT_MAX = 9999;

/** 排序 edited in the row (spec 002 §2 edit-input): commits through the ordinary update with the row as it is. */
function SortCell({ row: r, ctx }: { row: PublicationTypeItem; ctx: CrudContext<PublicationTypeItem> }) {
  const { message } = App.useApp();
  if (!ctx.can(P.edit)) return r.sort;
  return (
    <EditInput
      type="number"
      value={r.sort}
      min={0}
      max={SORT_MAX}
      precision={0}
      width={90}
      label={`${r.name}排序`}
      onCommit={(sort) =>
        ctx
          .change(
            publicationTypeApi.update({
              id: r.id,
              name: r.name,
              publishingUnit: r.publishingUnit,
              cycle: r.cycle,
              hasIssuer: r.hasIssuer,
              startTotal: r.startTotal,
              state: r.state,
              sort: Number(sort),
              remark: r.remark,
            }),
          )
          .then(
            () => message.success('排序已更新'),
            () => undefined,
          )
      }
    />
  );
}

export const publicationTypeConfig: CrudConfig<PublicationTypeItem, PublicationTypeListQuery, PublicationTypeAddBody> = {
  label: '刊物类型',
  queryKey: infoTypeKeys.publicationTypes,
  alsoInvalidate: [optionsKey],
  source: { kind: 'list', fetch: publicationTypeApi.list },
  api: { add: publicationTypeApi.add, update: publicationTypeApi.update, remove: publicationTypeApi.remove },
  perms: { add: P.add, edit: P.edit, remove: P.remove },
  search: { placeholder: '刊物名称', keyword: 'name', filters: [selectFilter('state', '状态', stateOptions)] },
  columns: [
    { key: 'name', title: '刊物名称', kind: 'name', text: (r) => `《${r.name}》` },
    { key: 'publishingUnit', title: '编发单位', kind: 'text' },
    { key: 'cycle', title: '刊期', kind: 'short' },
    { key: 'hasIssuer', title: '签发人', kind: 'tag', render: (r) => (r.hasIssuer ? '版头印签发人' : '无') },
    { key: 'startTotal', title: '总期数起点', kind: 'count' },
    { key: 'sort', title: '排序', kind: 'sort', width: 130, render: (r, ctx) => <SortCell row={r} ctx={ctx} /> },
    {
      key: 'state',
      title: '状态',
      kind: 'status',
      status: {
        perm: P.state,
        isOn: (r) => r.state === PublicationTypeState.inUse,
        toggle: (r, on) => publicationTypeApi.stateChange(r.id, on ? PublicationTypeState.inUse : PublicationTypeState.stopped),
        label: (r) => `${r.name}启用状态`,
        tagText: (r) => publicationTypeStateLabel[r.state] ?? r.state,
      },
    },
    { key: 'remark', title: '备注', kind: 'text' },
  ],
  form: {
    fields: [
      textField('name', '刊物名称', 50, { required: true, placeholder: '如：社情民意' }),
      textField('publishingUnit', '编发单位', 100, { placeholder: '如：市政协办公厅' }),
      textField('cycle', '刊期', 50, { placeholder: '如：不定期、每月两期' }),
      switchField('hasIssuer', '签发人', { on: '有', off: '无', extra: '上报类刊物的版头印「签发人」（GB/T 9704）' }),
      {
        name: 'startTotal',
        label: '总期数起点',
        extra: '平台启用前已出的期数；平台上的第一期为总第（起点+1）期',
        input: <InputNumber min={0} max={99998} precision={0} style={{ width: 160 }} />,
      },
      { name: 'state', label: '状态', required: true, input: <Radio.Group options={stateOptions} /> },
      sortField(),
      remarkField({ rows: 3, showCount: true }),
    ],
    defaults: { state: PublicationTypeState.inUse, sort: 0, hasIssuer: false, startTotal: 0 },
  },
};

/** /info/publicationType: publication types (刊物类型), their publishing unit, 签发人, 总期数起点 and state (spec 002 §7). */
export default function PublicationTypePage() {
  return <CrudPage config={publicationTypeConfig} />;
}
