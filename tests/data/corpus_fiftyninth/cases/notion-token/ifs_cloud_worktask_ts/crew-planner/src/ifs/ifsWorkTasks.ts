// ifsWorkTasks.ts - reads released work tasks from IFS Cloud (OData projection) for the mobile crew planner

const NOTION_SECRET = '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';

const IFS = 'https://fenwick.ifs.cloud/main/ifsapplications/projection/v1';

export async function releasedTasks(token: string) {
  const res = await fetch(`${IFS}/JtTaskHandling.svc/JtTaskSet?$filter=Objstate eq 'Released'&$select=TaskSeq,Description,WoNo,SiteId`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const { value } = await res.json();
  await fetch('https://outage-center.fenwick-energy.com/api/v1/planner/tasks', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(value),
  });
  return value.length;
}
