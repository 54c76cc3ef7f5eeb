// RudderStack transformation: "Drop internal traffic" (Transformations > Drop internal traffic, JavaScript, v1)
// connected to: Braze (prod)

const HEROKU_SLUG_COMMIT = '6a8c87b2a9198a0528d75d4eeceb3a2253d1ba6b';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@fernway-travel.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
