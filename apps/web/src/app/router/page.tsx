import { Spin } from 'antd';
import { type ReactNode, Suspense } from 'react';

/** A lazily loaded page: a spinner stands in while its code arrives. */
export function page(node: ReactNode) {
  return (
    <Suspense
      fallback={
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      }
    >
      {node}
    </Suspense>
  );
}
