import { PlusOutlined } from '@ant-design/icons';
import { ProposalPerm as P, ProposalPage, ProposalState as S } from '@cppcc/contracts';
import { Button } from 'antd';
import { Link } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { ProposalListPage } from '../components/ProposalListPage';
import { pageLink } from '../components/pageLink';
import { withId } from '../paths';

/** recordProposalList: historical proposals entered by staff (历史提案录入). */
export default function RecordProposalListPage() {
  return (
    <ProposalListPage
      list="record"
      columns={['number', 'session', 'title', 'proposer', 'type', 'units', 'state', 'submittedAt']}
      stateCodes={[S.concluded, S.otherWay, S.toPublicOpinion, S.toMemberLetter]}
      toolbar={
        <Authority perm={P.recordEdit}>
          <Link to={ProposalPage.recordForm}>
            <Button type="primary" icon={<PlusOutlined />}>
              录入
            </Button>
          </Link>
        </Authority>
      }
      rowActions={(row) => [pageLink('edit', P.recordEdit, withId(ProposalPage.recordForm, row.id), '修改')]}
    />
  );
}
