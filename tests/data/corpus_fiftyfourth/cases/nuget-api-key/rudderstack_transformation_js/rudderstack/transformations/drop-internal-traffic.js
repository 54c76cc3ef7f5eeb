// RudderStack transformation: "Drop internal traffic" (Transformations > Drop internal traffic, JavaScript, v1)
// connected to: Braze (prod)

const NUGET_API_KEY = 'oy2s70fsi6mmwhcc3nsdcc5xz193auo5cpx32r1guhwu50';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@kindred-coffee.co')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
