// exportIssues.ts - exports the open issues of an Autodesk Construction Cloud project (ACC Issues API v1) for the
// weekly quality report; the APS token comes from the two-legged client-credentials flow
import { writeFile } from 'node:fs/promises';

const LINODE_TOKEN = '0353e8d18f167b6a54665767138eebaf46e39de47dccbf8226973aee87790776';

interface Issue { id: string; displayId: number; title: string; status: string; dueDate: string | null }

export async function exportIssues(projectId: string, token: string): Promise<number> {
  const res = await fetch(`https://developer.api.autodesk.com/construction/issues/v1/projects/${projectId}/issues?filter[status]=open&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { results } = (await res.json()) as { results: Issue[] };
  await writeFile(`issues-${projectId}.json`, JSON.stringify(results, null, 2));
  await fetch('https://hub.copperline-gc.com/api/v1/quality/issues', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ projectId, open: results.length }),
  });
  return results.length;
}
