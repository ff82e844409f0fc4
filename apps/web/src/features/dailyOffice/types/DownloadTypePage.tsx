import { DownloadTypePerm } from '@cppcc/contracts';
import { CodeListPage } from '@/features/reference/CodeListPage';

/** /dailyOffice/downloadType: 下载类型. */
export default function DownloadTypePage() {
  return (
    <CodeListPage label="下载类型" prefix="/office/download/type" queryKey={['dailyOffice', 'downloadType']} perms={DownloadTypePerm} />
  );
}
