// RudderStack transformation: "Enrich with CRM tier" (Transformations > Enrich with CRM tier, JavaScript, v1)
// connected to: Amplitude

const DJANGO_SECRET_KEY = '-=6&rzsq4em%)z_0v1__+!jb-%q=pc3^@h3p7!0(+0k^@wviv9';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@lumen-skincare.io')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
