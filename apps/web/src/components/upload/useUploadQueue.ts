import { type OssFile, type OssKind, OssMsg } from '@cppcc/contracts';
import { useCallback, useRef, useState } from 'react';
import { uploadMessage } from './messages';
import { uploadFile } from './ossApi';

/** spec 000 §4: an upload item is uploading (with percent), then done or error. Done items live in the form value. */
export interface PendingUpload {
  uid: string;
  name: string;
  status: 'uploading' | 'error';
  percent: number;
  error?: string;
}

let seq = 0;

/** Uploads started by an uploader that have not become file records yet. */
export function useUploadQueue(opts: { module: string; kind: OssKind; onUploaded: (file: OssFile) => void }) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const latest = useRef(opts);
  latest.current = opts;
  /** accepted and not finished: counted at once, before the state update shows them (a batch checks the limit file by file) */
  const inFlight = useRef(0);
  const dropped = useRef(new Set<string>());

  const patch = useCallback((uid: string, p: Partial<PendingUpload>) => {
    setPending((list) => list.map((x) => (x.uid === uid ? { ...x, ...p } : x)));
  }, []);

  const start = useCallback(
    async (file: Blob, name: string): Promise<OssFile | null> => {
      const uid = `upload-${++seq}`;
      inFlight.current++;
      setPending((list) => [...list, { uid, name, status: 'uploading', percent: 0 }]);
      try {
        const saved = await uploadFile(file, name, {
          module: latest.current.module,
          kind: latest.current.kind,
          onProgress: (percent) => patch(uid, { percent }),
        });
        setPending((list) => list.filter((x) => x.uid !== uid));
        inFlight.current--;
        // removed from the list while it was still sending: the server sweeps the unbound file
        if (dropped.current.delete(uid)) return null;
        latest.current.onUploaded(saved);
        uploadMessage.success(OssMsg.uploadOk);
        return saved;
      } catch (err) {
        // the api client has shown the server's reason; the item keeps it for its tooltip
        inFlight.current--;
        patch(uid, { status: 'error', error: err instanceof Error && err.message ? err.message : OssMsg.uploadFailed });
        return null;
      }
    },
    [patch],
  );

  const drop = useCallback((uid: string) => {
    setPending((list) => {
      if (list.some((x) => x.uid === uid && x.status === 'uploading')) dropped.current.add(uid);
      return list.filter((x) => x.uid !== uid);
    });
  }, []);
  /** uploads accepted and still sending */
  const sending = useCallback(() => inFlight.current, []);
  return { pending, start, drop, sending };
}
