"""Charge point simulator (OCPP 1.6J, mobilityhouse `ocpp` library) for load-testing the CSMS before a firmware roll-out."""
import asyncio
import base64
import os
from datetime import datetime, timezone

import aiohttp
import websockets
from ocpp.v16 import ChargePoint as Cp, call

CSMS_URL = 'wss://csms.altamira-water.org/ocpp/'
CHARGE_BOX_ID = 'SIM-SIG-12'
TRIGGER_TOKEN = 'vault:v1:R8sDAqEgIBjqFac+SlOO7TRvIqGzprWjS8yENo9HDGMXUVTpMGeLjsj3Uj9yfQegPiQZbMbO3Q/gZPTXYQO4GHmIqtwsFB/p7MM='


class ChargePoint(Cp):
    async def boot(self):
        res = await self.call(call.BootNotification(charge_point_model='AC22-T2', charge_point_vendor='Altamira'))
        return res.status


async def report(status):
    async with aiohttp.ClientSession() as s:
        await s.post('https://outage-center.altamira-water.org/api/v1/loadtest/results', json={'cp': CHARGE_BOX_ID, 'boot': status})


async def main():
    basic = base64.b64encode(f"{CHARGE_BOX_ID}:{os.environ['CP_AUTHORIZATION_KEY']}".encode()).decode()
    async with websockets.connect(CSMS_URL + CHARGE_BOX_ID, subprotocols=['ocpp1.6'], extra_headers={'Authorization': 'Basic ' + basic}) as ws:
        cp = ChargePoint(CHARGE_BOX_ID, ws)
        task = asyncio.create_task(cp.start())
        await report(await cp.boot())
        task.cancel()


if __name__ == '__main__':
    asyncio.run(main())
