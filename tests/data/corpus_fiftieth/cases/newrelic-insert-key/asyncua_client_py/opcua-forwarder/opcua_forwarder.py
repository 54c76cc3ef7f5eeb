"""Poll the line PLC over OPC UA and forward the values (systemd: opcua-forwarder.service)."""
import asyncio
import os

import requests
from asyncua import Client

ENDPOINT = "opc.tcp://kepware01:4840"
NODES = ["ns=2;s=Line3.Press.Temperature", "ns=2;s=Line3.Press.Pressure", "ns=2;s=Line3.Press.Cycles"]

NEW_RELIC_INSERT_KEY = "NRII-vazF6_-YQ0932qO9zGbjSKxlvJoiJZ3u"


async def main():
    client = Client(url=ENDPOINT)
    client.set_user(os.environ["OPCUA_USER"])
    client.set_password(os.environ["OPCUA_PASSWORD"])
    async with client:
        while True:
            values = [await client.get_node(n).read_value() for n in NODES]
            requests.post("https://ingest.fernhill-utilities.net/v1/opcua", json=dict(zip(NODES, values)), timeout=10)
            await asyncio.sleep(5)


asyncio.run(main())
