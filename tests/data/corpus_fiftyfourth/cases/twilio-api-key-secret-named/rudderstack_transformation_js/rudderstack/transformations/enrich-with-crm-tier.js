// RudderStack transformation: "Enrich with CRM tier" (Transformations > Enrich with CRM tier, JavaScript, v1)
// connected to: Customer.io

const TWILIO_API_KEY = 'SK9466cd7bbe6c5f8a96debb0ca7af17bf';
const TWILIO_API_SECRET = 'avoRCx4jsGz1GX7wWfQwHsTNxNybqGK2';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@lumen-skincare.io')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
