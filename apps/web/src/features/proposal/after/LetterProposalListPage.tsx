import { ProposalListPage } from '../components/ProposalListPage';

/** letterProposalList: proposals not filed and turned into member letters (16). */
export default function LetterProposalListPage() {
  return <ProposalListPage list="letter" columns={['title', 'proposer', 'type', 'notFiledReason', 'submittedAt', 'updatedAt']} />;
}
