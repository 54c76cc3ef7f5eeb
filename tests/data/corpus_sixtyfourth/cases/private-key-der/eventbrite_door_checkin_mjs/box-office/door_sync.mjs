// door_sync.mjs - before doors open: pulls the event's attendees from the Eventbrite API (v3) and loads the barcodes into
// the venue's door-scanning service
import { readFile } from 'node:fs/promises';

const JWT_PUBLIC_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqNaHeTJR+ATI1h8ShSa6vjPpNyYTzX00uCJVDHIMjr2IdnxXkq1bTKRicixNQhqjOogEhBmGXO3aYSJrxp+81G69bj0IskRs35SWYSXq4NXHvURZnSOPe1j6adJ1M9ZXNuxbaocuZJAUTgJa/Fqj5J8BGYTyT0FAL6+iDz+ChTkKSApTKdDBtVen8iO9+HoVOLZOh8SqnDj5K5jyZ/tOsERoQT9BRvIhzcg5BGJ8lVFUDOEAQ35y4usBuw/w7NlKJ0Q2g4e5fTqGxHAm1ue4LO6YQFbRbId96pV04aV30cROwYfNBl+b2APw2XP3mmcX4lKRkY2w1NhZ3ElGFhDeFAIDAQAB';

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
await fetch('https://hub.old-mill-events.com/api/v1/doors/barcodes', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ event: eventId, barcodes }),
});
console.log(`${barcodes.length} barcodes loaded`);
