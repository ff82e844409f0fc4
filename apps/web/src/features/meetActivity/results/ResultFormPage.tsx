import { MEET_KINDS, type MeetKind, MeetPage } from '@cppcc/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { ResultForm } from './ResultForm';

/**
 * /{kind}/resultForm?id=record&resultId= (staff, from a record's results), /{kind}/allResultsForm
 * (staff, from all results) and the member's /meetActivity/myResultForm?kind=&resultId= and
 * /meetActivity/report (成果上报: the member reports a result of a record they attended).
 */
export default function ResultFormPage({ kind, all = false, member = false }: { kind?: MeetKind; all?: boolean; member?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('kind') as MeetKind | null;
  const k: MeetKind = kind ?? (asked && (MEET_KINDS as readonly string[]).includes(asked) ? asked : 'meet');
  const recordId = params.get('id') || undefined;
  const resultId = params.get('resultId') || undefined;
  const back = member ? MeetPage.myResults : all || !recordId ? MeetPage.allResults(k) : `${MeetPage.results(k)}?id=${recordId}`;
  return (
    <ResultForm
      key={`${k}-${resultId ?? 'new'}`}
      kind={k}
      member={member}
      recordId={member ? undefined : recordId}
      resultId={resultId}
      onDone={() => navigate(back)}
    />
  );
}
