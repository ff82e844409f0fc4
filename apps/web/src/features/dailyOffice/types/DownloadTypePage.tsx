import { DOWNLOAD_TYPE_API_PREFIX, DownloadTypePerm } from '@cppcc/contracts';
import { CodeListPage } from '@/features/reference/CodeListPage';

/** /dailyOffice/downloadType: 下载类型. */
export default function DownloadTypePage() {
  return (
    <CodeListPage label="下载类型" prefix={DOWNLOAD_TYPE_API_PREFIX} queryKey={['dailyOffice', 'downloadType']} perms={DownloadTypePerm} />
  );
}
