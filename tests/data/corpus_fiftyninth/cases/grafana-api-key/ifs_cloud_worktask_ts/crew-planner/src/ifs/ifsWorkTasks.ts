// ifsWorkTasks.ts - reads released work tasks from IFS Cloud (OData projection) for the mobile crew planner

const GRAFANA_ORG_ID = '20';

const IFS = 'https://fenwick.ifs.cloud/main/ifsapplications/projection/v1';

export async function releasedTasks(token: string) {
  const res = await fetch(`${IFS}/JtTaskHandling.svc/JtTaskSet?$filter=Objstate eq 'Released'&$select=TaskSeq,Description,WoNo,SiteId`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const { value } = await res.json();
  await fetch('https://plant-telemetry.fenwick-energy.com/api/v1/planner/tasks', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(value),
  });
  return value.length;
}
