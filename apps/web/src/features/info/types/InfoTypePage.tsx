import { InfoTypePerm } from '@cppcc/contracts';
import { TreeTypePage } from '@/features/reference/TreeTypePage';
import { infoTypeApi, infoTypeKeys } from './api';

/** /info/infoType: the info category tree (信息类别). */
export default function InfoTypePage() {
  return (
    <TreeTypePage
      label="信息类别"
      queryKey={infoTypeKeys.types}
      alsoInvalidate={[infoTypeKeys.typeOptions]}
      perms={{ add: InfoTypePerm.add, edit: InfoTypePerm.edit, remove: InfoTypePerm.remove }}
      api={infoTypeApi}
    />
  );
}
