// exportIssues.ts - exports the open issues of an Autodesk Construction Cloud project (ACC Issues API v1) for the
// weekly quality report; the APS token comes from the two-legged client-credentials flow
import { writeFile } from 'node:fs/promises';

const AUTH_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjYWJhYmNjYS04YTAwLTQ2YTEtODc3Mi1mZmI3NWU0NjJhNzciLCJpc3MiOiJodHRwczovL2xvZ2luLmxhcmtzcHVyLmRldiIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTc1MTg1NDUxOSwiZXhwIjoxNzUxODU4MTE5LCJzY29wZSI6InJlYWQ6b3JkZXJzIHdyaXRlOm9yZGVycyJ9.hSwj2y9Z7U8yYVGwqBUQIfPgYXbNOKXyNs7GaRoRT4k';

interface Issue { id: string; displayId: number; title: string; status: string; dueDate: string | null }

export async function exportIssues(projectId: string, token: string): Promise<number> {
  const res = await fetch(`https://developer.api.autodesk.com/construction/issues/v1/projects/${projectId}/issues?filter[status]=open&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { results } = (await res.json()) as { results: Issue[] };
  await writeFile(`issues-${projectId}.json`, JSON.stringify(results, null, 2));
  await fetch('https://internal-api.riverstone-properties.com/api/v1/quality/issues', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ projectId, open: results.length }),
  });
  return results.length;
}
