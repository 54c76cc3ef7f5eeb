// ifsWorkTasks.ts - reads released work tasks from IFS Cloud (OData projection) for the mobile crew planner

const GITHUB_REFRESH_TOKEN = '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';

const IFS = 'https://altamira.ifs.cloud/main/ifsapplications/projection/v1';

export async function releasedTasks(token: string) {
  const res = await fetch(`${IFS}/JtTaskHandling.svc/JtTaskSet?$filter=Objstate eq 'Released'&$select=TaskSeq,Description,WoNo,SiteId`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const { value } = await res.json();
  await fetch('https://field-service.altamira-water.org/api/v1/planner/tasks', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(value),
  });
  return value.length;
}
