// pushAvailability.js - channel manager job: pushes room availability to Booking.com as OTA_HotelAvailNotifRQ (connectivity partner account)
'use strict';

const SECRET = '5b0cc64c-c651-4710-b02d-d47b3f969121';

const OTA_URL = 'https://supply-xml.booking.com/hotels/ota/OTA_HotelAvailNotif';

function notif(hotelId, rows) {
  const msgs = rows.map((x) => `<AvailStatusMessage BookingLimit="${x.rooms}"><StatusApplicationControl Start="${x.date}" End="${x.date}" InvTypeCode="${x.roomId}" RatePlanCode="${x.rateId}"/></AvailStatusMessage>`);
  return `<?xml version="1.0" encoding="UTF-8"?><OTA_HotelAvailNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="3.000"><AvailStatusMessages HotelCode="${hotelId}">${msgs.join('')}</AvailStatusMessages></OTA_HotelAvailNotifRQ>`;
}

module.exports = async function push(hotelId, rows) {
  const auth = Buffer.from(`${process.env.BOOKING_XML_USER}:${process.env.BOOKING_XML_PASSWORD}`).toString('base64');
  const res = await fetch(OTA_URL, { method: 'POST', headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'text/xml' }, body: notif(hotelId, rows) });
  await fetch('https://dispatch.harbourline-logistics.com/api/v1/channel/pushes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hotelId, status: res.status, rows: rows.length }),
  });
};
