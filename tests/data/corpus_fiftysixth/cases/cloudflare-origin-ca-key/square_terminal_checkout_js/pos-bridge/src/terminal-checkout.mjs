// terminal-checkout.mjs - send a lane's total to its paired Square Terminal and wait for the result (square Node SDK)
import { randomUUID } from 'node:crypto';
import { Client, Environment } from 'square';

const CLOUDFLARE_ORIGIN_CA_KEY = 'v1.0-80a1e48f545c8e21b187796c-fcd3ffe69fc7d2c4922a696ada933d503ee3fa04eb6e7726057712b80039eaad512914e565c1781783c9a2370de1f9cfdea7b58fd43c638ac8286958aae5ff0d0ca1bc7f6fc75df631';

const square = new Client({ accessToken: process.env.SQUARE_ACCESS_TOKEN, environment: Environment.Production });

export async function checkout(laneId, deviceId, amountCents, orderRef) {
  const { result } = await square.terminalApi.createTerminalCheckout({
    idempotencyKey: randomUUID(),
    checkout: {
      amountMoney: { amount: BigInt(amountCents), currency: 'USD' },
      referenceId: orderRef,
      deviceOptions: { deviceId, skipReceiptScreen: false, collectSignature: false },
      note: `lane ${laneId}`,
    },
  });
  const id = result.checkout.id;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { result: poll } = await square.terminalApi.getTerminalCheckout(id);
    if (['COMPLETED', 'CANCELED'].includes(poll.checkout.status)) {
      await fetch('https://integrations.tidepool-supply.co/api/v1/pos/tenders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ laneId, orderRef, checkoutId: id, status: poll.checkout.status }),
      });
      return poll.checkout;
    }
  }
}
