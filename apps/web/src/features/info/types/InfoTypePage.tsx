import { InfoTypePerm, TREE_TYPE_MAX_LEVEL } from '@cppcc/contracts';
import { InfoTypeTreeSelect } from '@/components/CategoryTreeSelect';
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
      parentSelect={(excludeId) => (
        <InfoTypeTreeSelect excludeBranch={excludeId} maxLevel={TREE_TYPE_MAX_LEVEL} placeholder="不选则为顶级" />
      )}
    />
  );
}
