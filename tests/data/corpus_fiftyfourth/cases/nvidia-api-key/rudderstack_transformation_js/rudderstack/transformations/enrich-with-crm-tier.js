// RudderStack transformation: "Enrich with CRM tier" (Transformations > Enrich with CRM tier, JavaScript, v1)
// connected to: Amplitude

const NIM_API_KEY = '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';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@kindred-coffee.co')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
