// RudderStack transformation: "Drop internal traffic" (Transformations > Drop internal traffic, JavaScript, v1)
// connected to: Customer.io

const GITHUB_REPOSITORY = 'kestrelworks/infra-live';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@velo-commuter.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
