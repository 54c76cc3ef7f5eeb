// RudderStack transformation: "Forward signups" (Transformations > Forward signups, JavaScript, v1)
// connected to: Amplitude

const GC_TOKEN = 'glc_eyJvIjoiNTUyMzQ1MCIsIm4iOiJzdGFjay01ODkyMTAtaG0tcmVhZCIsImsiOiJialhoemZjNFZ5YVNBMmN5RDBnRFJiMVciLCJtIjp7InIiOiJwcm9kLWV1LXdlc3QtMiJ9fQ==';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@northpeak-apparel.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
