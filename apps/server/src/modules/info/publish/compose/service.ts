import type { PublicationComposeCapabilities, PublicationPreview } from '@cppcc/contracts';
import { audit } from '../../../../platform/audit/audit';
import type { CallContext } from '../../../../platform/http/route-kit';
import { editorImages } from '../../../officedoc';
import { issueDetail } from '../core/detail';
import { issueDocx } from './docx';
import { previewHtml, printHtml } from './html';
import { type ComposedIssue, composeIssue } from './layout';
import { chromiumPath, htmlToPdf, PDF_CONVERTER } from './pdf';

/**
 * The composer's calls: read the issue with the caller's rights (issueDetail: 404 / 403),
 * lay it out once (layout.ts), render it. The pictures of its items are read with the
 * caller's rights too (one they may not see is left out). Each download writes an audit row.
 */

interface Composed {
  issue: ComposedIssue;
  images: Record<string, Buffer>;
}

async function compose(c: CallContext, id: string): Promise<Composed> {
  const detail = await issueDetail(c.ctx.db, c.caller.principal, id);
  const issue = composeIssue(detail);
  const html = detail.items.map((i) => i.content).join('');
  return { issue, images: await editorImages(c.ctx, c.caller.principal, html) };
}

const recordDownload = (c: CallContext, id: string, format: 'docx' | 'pdf') =>
  audit(c.ctx.db, c.caller.actor, { objectType: 'publication', objectId: id, action: 'compose', detail: { format } });

export async function previewIssue(c: CallContext, id: string): Promise<PublicationPreview> {
  const { issue, images } = await compose(c, id);
  return { name: issue.name, ...previewHtml(issue, images) };
}

export async function issueWord(c: CallContext, id: string): Promise<{ filename: string; data: Buffer }> {
  const { issue, images } = await compose(c, id);
  const data = await issueDocx(issue, images);
  await recordDownload(c, id, 'docx');
  return { filename: `${issue.name}.docx`, data };
}

export async function issuePdf(c: CallContext, id: string): Promise<{ filename: string; data: Buffer }> {
  const { issue, images } = await compose(c, id);
  const data = await htmlToPdf(printHtml(issue, images));
  await recordDownload(c, id, 'pdf');
  return { filename: `${issue.name}.pdf`, data };
}

export function composeCapabilities(): PublicationComposeCapabilities {
  const pdf = chromiumPath() !== null;
  return { pdf, converter: pdf ? PDF_CONVERTER : null };
}
