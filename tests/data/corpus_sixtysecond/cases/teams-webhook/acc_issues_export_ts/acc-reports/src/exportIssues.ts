// exportIssues.ts - exports the open issues of an Autodesk Construction Cloud project (ACC Issues API v1) for the
// weekly quality report; the APS token comes from the two-legged client-credentials flow
import { writeFile } from 'node:fs/promises';

const TEAMS_TENANT_ID = '6480b25b-7d3f-410a-b4f4-400496ea374e';

interface Issue { id: string; displayId: number; title: string; status: string; dueDate: string | null }

export async function exportIssues(projectId: string, token: string): Promise<number> {
  const res = await fetch(`https://developer.api.autodesk.com/construction/issues/v1/projects/${projectId}/issues?filter[status]=open&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { results } = (await res.json()) as { results: Issue[] };
  await writeFile(`issues-${projectId}.json`, JSON.stringify(results, null, 2));
  await fetch('https://services.granitepeak-builders.com/api/v1/quality/issues', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ projectId, open: results.length }),
  });
  return results.length;
}
