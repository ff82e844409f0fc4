import type { ProposalDetail, ProposalUnitItem, SessionUser } from '@cppcc/contracts';
import { act } from '@testing-library/react';
import { useAppStore } from '@/app/store';

/**
 * Test fixtures of the unit and after-handling pages: a proposal as the detail call answers
 * it, one unit row, a signed-in user of an organisation, and a stand-in for the rich editor
 * (a textarea: ProseMirror needs layout jsdom does not have; the required rule stays real).
 */
export function unitRow(over: Partial<ProposalUnitItem> = {}): ProposalUnitItem {
  return {
    id: 'pu1',
    unitId: 'org-edu',
    unitName: '市教育局',
    phase: 'formal',
    active: true,
    handleType: 0,
    preFeedback: null,
    preOpinion: null,
    signState: 1,
    signedAt: '2026-03-02T08:00:00Z',
    deadline: '2026-06-01',
    round: 1,
    replyContent: null,
    replyFileIds: [],
    handleLevel: null,
    contactName: null,
    contactPhone: null,
    repliedAt: null,
    satisfaction: null,
    satisfactionComment: null,
    evaluatedAt: null,
    createdAt: '2026-03-01T08:00:00Z',
    ...over,
  };
}

export function proposal(over: Partial<ProposalDetail> = {}): ProposalDetail {
  return {
    id: 'p1',
    sessionId: 's1',
    sessionName: '十五届四次会议',
    year: 2026,
    number: 12,
    title: '关于加强中小学课后服务的建议',
    typeId: 't1',
    typeName: '教育',
    proposerType: 1,
    proposerId: 'u-wy',
    proposerName: '王委员',
    isJoint: false,
    jointNames: null,
    state: 10,
    stateName: '办理中',
    caseState: 3,
    openStatus: null,
    isKey: false,
    isExcellent: false,
    isGood: false,
    isPlenary: false,
    isRecord: false,
    mergeState: null,
    mergedIntoId: null,
    notFiledReason: null,
    unitNames: '市教育局(主办)',
    submittedAt: '2026-02-01T08:00:00Z',
    filedAt: '2026-02-10T08:00:00Z',
    assignedAt: '2026-03-01T08:00:00Z',
    concludedAt: null,
    updatedAt: '2026-03-02T08:00:00Z',
    myUnit: null,
    content: '<p>建议内容</p>',
    contentText: '建议内容',
    fileIds: [],
    suggestUnitIds: [],
    notFiledTo: null,
    joints: [],
    jointOverride: false,
    units: [unitRow()],
    history: [],
    instructions: [],
    feedbacks: [],
    merged: [],
    actions: [],
    ...over,
  };
}

/** Signs a user of `orgId` in (after renderWithApp, which sets a user without an organisation). */
export function signInAs(over: Partial<SessionUser> = {}) {
  act(() => {
    useAppStore.setState({
      user: {
        userId: 'u-cb',
        username: '承办联系人',
        loginName: 'chengban',
        userType: 3,
        collectiveType: 7,
        orgId: 'org-edu',
        unitName: '市教育局',
        mobile: '13800001111',
        avatar: null,
        roles: [],
        identities: [],
        homeType: 'unit',
        ...over,
      },
    });
  });
}

export function FakeRichEditor({
  value,
  onChange,
  placeholder,
}: {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
}) {
  return (
    <textarea
      aria-label={placeholder ?? '请输入内容'}
      value={(value ?? '').replace(/<[^>]*>/g, '')}
      onChange={(e) => onChange?.(e.target.value ? `<p>${e.target.value}</p>` : '')}
    />
  );
}
