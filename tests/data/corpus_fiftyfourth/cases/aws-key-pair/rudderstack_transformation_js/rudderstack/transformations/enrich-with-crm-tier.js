// RudderStack transformation: "Enrich with CRM tier" (Transformations > Enrich with CRM tier, JavaScript, v1)
// connected to: Amplitude

const BUCKET_KEY = 'AKIATFNLRDBVOG6FR5RS';
const UPLOADER_SECRET = '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';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@fernway-travel.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
