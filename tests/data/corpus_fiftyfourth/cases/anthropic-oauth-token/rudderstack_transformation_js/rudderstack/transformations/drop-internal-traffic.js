// RudderStack transformation: "Drop internal traffic" (Transformations > Drop internal traffic, JavaScript, v1)
// connected to: Amplitude

const CLAUDE_CODE_OAUTH_TOKEN = 'sk-ant-ort01-CENUM0ccH-KVhWVDplMxk6yP-Sw2l2YgZT1846WKJ4eiZ0or_NVcxymKgWiIxpyDGjn8Q4OEfoh-WnB6EusCGRHtjI51GAA';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@kindred-coffee.co')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
