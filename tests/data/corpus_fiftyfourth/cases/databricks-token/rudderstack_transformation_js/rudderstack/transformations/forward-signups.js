// RudderStack transformation: "Forward signups" (Transformations > Forward signups, JavaScript, v1)
// connected to: Braze (prod)

const DATABRICKS_PAT = 'dapi03344f4a6b1c259b179e0b1c89468651';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@brightloop-outdoor.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
