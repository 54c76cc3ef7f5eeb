// RudderStack transformation: "Enrich with CRM tier" (Transformations > Enrich with CRM tier, JavaScript, v1)
// connected to: Amplitude

const JIRA_EMAIL = 'ci-bot@kestrelworks.io';
const API_TOKEN = 'ATATT3xFfGF0Rc26fPu5XLXwypPV5tiGHLTEMynnFQ2VcpLPQxzZqedZ0zIKRAbMCyEhHNZJ2kIW-MM8CtgwIWHaI7ndEXXs-LkU5cyget7NQxksg_VaN5nolIBuHuyOju6tmPslRxHEI7kUsgogM4yStRvg3m6VQFlj8olz8Mp1QZk5gvHsE2s=1D69CAED';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@brightloop-outdoor.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
