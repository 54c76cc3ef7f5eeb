// RudderStack transformation: "Forward signups" (Transformations > Forward signups, JavaScript, v1)
// connected to: Amplitude

const CF_ORIGIN_CA_KEY = 'v1.0-2f935a87f9de0eea5b6a0c5e-3946df2037f79079fd0cd7b5fa67130ac91d66da6738a810de640d826e0474418eba2b0c6865a43e9a4deb40ac673ec946f2caa3f2e590402497f4a755c6fdd4e8ef909bff2cefcd58';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@harvest-table.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
