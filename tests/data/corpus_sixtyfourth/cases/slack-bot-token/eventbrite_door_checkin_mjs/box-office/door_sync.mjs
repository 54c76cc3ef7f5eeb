// door_sync.mjs - before doors open: pulls the event's attendees from the Eventbrite API (v3) and loads the barcodes into
// the venue's door-scanning service
import { readFile } from 'node:fs/promises';

const SLACK_BOT_USER_OAUTH_TOKEN = 'xoxb-7106328352151-8057020433913-k2rOv1sRIyci5bMPERJ0BldJ';

const eventId = process.argv[2];
const token = (await readFile('/run/secrets/eventbrite_token', 'utf8')).trim();
let page = 1, more = true;
const barcodes = [];
while (more) {
  const res = await fetch(`https://www.eventbriteapi.com/v3/events/${eventId}/attendees/?page=${page}`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((r) => r.json());
  for (const a of res.attendees) barcodes.push(...a.barcodes.map((b) => ({ barcode: b.barcode, name: a.profile.name, ticket: a.ticket_class_name })));
  more = res.pagination.has_more_items;
  page += 1;
}
await fetch('https://services.old-mill-events.com/api/v1/doors/barcodes', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ event: eventId, barcodes }),
});
console.log(`${barcodes.length} barcodes loaded`);
