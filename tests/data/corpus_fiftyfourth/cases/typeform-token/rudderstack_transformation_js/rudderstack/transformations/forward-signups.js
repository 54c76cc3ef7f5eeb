// RudderStack transformation: "Forward signups" (Transformations > Forward signups, JavaScript, v1)
// connected to: Webhook - loyalty

const TYPEFORM_TOKEN = 'tfp_f3eu7vcdL9LhMFaI8lVwS5Br8RoEnTVrYpVEp57b0sHW_gTaxqNRzb3QTGd';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@harvest-table.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
