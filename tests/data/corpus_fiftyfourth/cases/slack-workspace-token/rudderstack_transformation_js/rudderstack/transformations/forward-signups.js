// RudderStack transformation: "Forward signups" (Transformations > Forward signups, JavaScript, v1)
// connected to: Webhook - loyalty

const SLACK_WORKSPACE_TOKEN = 'xoxa-2-64449945948-276248605970-1587619127089-a6ee982ae4e8e7630d9d52e188fe3db9da2b1d2d66e355bf58f7bef7e3fb4e4f';

export async function transformEvent(event, metadata) {
  const email = event.context && event.context.traits && event.context.traits.email;
  if (email && email.endsWith('@velo-commuter.com')) return;   // staff traffic
  if (event.type !== 'identify') return event;
  event.context.traits.crm_tier = event.context.traits.crm_tier || 'standard';
  return event;
}
