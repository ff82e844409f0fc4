import { Button } from 'antd';

/**
 * Opens an issue laid out as an official document, with its .docx and PDF downloads.
 * Placeholder until the composer lands; the props are the contract the pages use.
 */
export function PreviewButton(props: { id: string; type?: 'link' | 'default' | 'primary' }) {
  return (
    <Button type={props.type ?? 'link'} size="small" disabled data-id={props.id}>
      预览
    </Button>
  );
}
