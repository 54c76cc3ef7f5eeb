// RudderStack transformation: "Enrich with CRM tier" (Transformations > Enrich with CRM tier, JavaScript, v1)
// connected to: Amplitude

const POSTHOG_PROJECT_ID = '122054';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@fernway-travel.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
