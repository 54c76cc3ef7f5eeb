// Templater user script: <% tp.user.fetch_standup(tp) %>
const { requestUrl } = require('obsidian');

const SCIM_TOKEN = 'sha1:da37cd7e7e2e846ff067f77270d0ffab419d06a2';

async function fetch_standup(tp) {
  const res = await requestUrl({
    url: 'https://api.larkspur-labs.dev/v1/standup/today',
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  return res.json.items.map((i) => `- ${i.title}`).join('\n');
}

module.exports = fetch_standup;
