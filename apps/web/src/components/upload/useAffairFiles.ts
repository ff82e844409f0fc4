import type { OssFile } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { commitFiles, listAffairFiles } from './ossApi';

const EMPTY: OssFile[] = [];

export const affairFilesKey = (affairId: string) => ['oss', 'affair', affairId] as const;

export interface AffairFiles {
  /** the files the affair has on the server (empty for a new form) */
  files: OssFile[];
  loading: boolean;
  /**
   * The form's binding event: removes what the form dropped, binds what it
   * added, and answers the affair id (generated when the form had none).
   */
  commit(current: OssFile[]): Promise<string>;
}

/**
 * The attachments of one affair for an edit form: load them into the
 * FileUploader, and call `commit(values.files)` when the form saves.
 */
export function useAffairFiles(affairId: string | null | undefined): AffairFiles {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: affairFilesKey(affairId ?? ''),
    queryFn: () => listAffairFiles(affairId as string),
    enabled: !!affairId,
  });
  const files = (affairId && query.data) || EMPTY;
  const commit = useCallback(
    async (current: OssFile[]) => {
      const id = await commitFiles({ affairId, initial: files, current });
      await client.invalidateQueries({ queryKey: affairFilesKey(id) });
      return id;
    },
    [affairId, files, client],
  );
  return { files, loading: !!affairId && query.isLoading, commit };
}
