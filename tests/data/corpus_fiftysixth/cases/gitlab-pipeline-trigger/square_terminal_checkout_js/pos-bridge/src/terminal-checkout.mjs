// terminal-checkout.mjs - send a lane's total to its paired Square Terminal and wait for the result (square Node SDK)
import { randomUUID } from 'node:crypto';
import { Client, Environment } from 'square';

const TRIGGER_TOKEN = 'glptt-17e0da2008d0f8ddadd04ea371052d4acbec186f';

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
      await fetch('https://integrations.bramblewood-market.com/api/v1/pos/tenders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ laneId, orderRef, checkoutId: id, status: poll.checkout.status }),
      });
      return poll.checkout;
    }
  }
}
