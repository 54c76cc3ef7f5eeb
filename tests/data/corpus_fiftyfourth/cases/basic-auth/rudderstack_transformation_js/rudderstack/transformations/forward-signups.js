// RudderStack transformation: "Forward signups" (Transformations > Forward signups, JavaScript, v1)
// connected to: Braze (prod)

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@velo-commuter.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  const res = await fetch('https://ingest.velo-commuter.com/v2/invoices/batch', {
    method: 'POST',
    headers: {
      'Authorization': 'Basic c3ZjX29yZGVyczpIemo4bypmQlh0WVJUS1RNbGU=',
    },
    body: JSON.stringify({ userId: event.userId, traits: event.context.traits }),
  });
  event.context.traits.crm_tier = res.ok ? (await res.json()).tier : 'unknown';
  return event;
}
