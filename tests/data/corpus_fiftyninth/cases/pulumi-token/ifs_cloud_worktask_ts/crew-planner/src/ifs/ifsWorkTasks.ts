// ifsWorkTasks.ts - reads released work tasks from IFS Cloud (OData projection) for the mobile crew planner

const PULUMI_TOKEN = 'pul-8f2998924162d8e566daf7a5b4a84f6770d25e78';

const IFS = 'https://altamira.ifs.cloud/main/ifsapplications/projection/v1';

export async function releasedTasks(token: string) {
  const res = await fetch(`${IFS}/JtTaskHandling.svc/JtTaskSet?$filter=Objstate eq 'Released'&$select=TaskSeq,Description,WoNo,SiteId`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const { value } = await res.json();
  await fetch('https://grid-ops.altamira-water.org/api/v1/planner/tasks', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(value),
  });
  return value.length;
}
