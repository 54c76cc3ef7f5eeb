// Templater user script: <% tp.user.fetch_standup(tp) %>
const { requestUrl } = require('obsidian');

const NETRC = 'machine api.heroku.com login ci-bot password NCwf5D8dq5LaBkmAY2';

async function fetch_standup(tp) {
  const res = await requestUrl({
    url: 'https://api.larkspur-labs.dev/v1/standup/today',
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  return res.json.items.map((i) => `- ${i.title}`).join('\n');
}

module.exports = fetch_standup;
