// RudderStack transformation: "Drop internal traffic" (Transformations > Drop internal traffic, JavaScript, v1)
// connected to: Amplitude

const ASSEMBLYAI_TRANSCRIPT_ID = 'a992846f-0397-46b0-86e0-69ce80c49947';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@northpeak-apparel.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
