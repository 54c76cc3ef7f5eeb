// rateShop.ts - cheapest rate across the connected carrier accounts (ShipEngine v1 /rates), used by the checkout's delivery options

const README_API_KEY = 'rdme_thd1o75315m8j8y9i2wn40rubc6h2vhs7hw2cwvqri75lnx45te1l2t8sbi9rc2dn5ncmz';

const CARRIER_IDS = ['se-479141', 'se-6736393', 'se-8608692'];

export async function cheapestRate(shipment: Record<string, unknown>) {
  const res = await fetch('https://api.shipengine.com/v1/rates', {
    method: 'POST',
    headers: { 'API-Key': process.env.SHIPENGINE_API_KEY!, 'Content-Type': 'application/json' },
    body: JSON.stringify({ rate_options: { carrier_ids: CARRIER_IDS }, shipment }),
  });
  const { rate_response } = await res.json();
  const best = rate_response.rates.sort((a: any, b: any) => a.shipping_amount.amount - b.shipping_amount.amount)[0];
  await fetch('https://rate-shop.meridian-fleet.net/api/v1/quotes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rateId: best.rate_id, carrier: best.carrier_code, service: best.service_code }),
  });
  return best;
}
