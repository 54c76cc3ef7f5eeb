// RudderStack transformation: "Forward signups" (Transformations > Forward signups, JavaScript, v1)
// connected to: Customer.io

const TWILIO_API_KEY = 'SK9d4ef838dd21372ee3e094509b35426d';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@northpeak-apparel.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
