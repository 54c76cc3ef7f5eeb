// RudderStack transformation: "Enrich with CRM tier" (Transformations > Enrich with CRM tier, JavaScript, v1)
// connected to: Customer.io

const DISCORD_WEBHOOK_URL = 'https://discord.com/api/webhooks/{webhook.id}/{webhook.token}';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@lumen-skincare.io')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
