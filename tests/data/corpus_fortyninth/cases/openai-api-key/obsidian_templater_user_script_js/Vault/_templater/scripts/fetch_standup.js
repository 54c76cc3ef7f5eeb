// Templater user script: <% tp.user.fetch_standup(tp) %>
const { requestUrl } = require('obsidian');

const OPENAI_API_KEY = process.env.OPENAI_API_KEY;

async function fetch_standup(tp) {
  const res = await requestUrl({
    url: 'https://api.fernhill-apps.com/v1/standup/today',
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  return res.json.items.map((i) => `- ${i.title}`).join('\n');
}

module.exports = fetch_standup;
