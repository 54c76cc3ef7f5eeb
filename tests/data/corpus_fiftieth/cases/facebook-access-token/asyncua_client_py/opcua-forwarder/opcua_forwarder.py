"""Poll the line PLC over OPC UA and forward the values (systemd: opcua-forwarder.service)."""
import asyncio
import os

import requests
from asyncua import Client

ENDPOINT = "opc.tcp://plc-line3:49320"
NODES = ["ns=2;s=Line3.Press.Temperature", "ns=2;s=Line3.Press.Pressure", "ns=2;s=Line3.Press.Cycles"]

FACEBOOK_ACCESS_TOKEN = "EAAJquLjWMKrxiwPeic1VF2S6Eyye6YmntTxXyUYL4iD6TSuYQXFAWPAkM1dC20OTfXndWiLUWwpJcnY0Qdrj4CiZNMR1WfY24zRLAkYM4dNvxz5XjPtIXrFcIte0ctHme92zUS5mu9dGb7gCR9wHZGuB32C5QoanI5H8RHeMin6"


async def main():
    client = Client(url=ENDPOINT)
    client.set_user(os.environ["OPCUA_USER"])
    client.set_password(os.environ["OPCUA_PASSWORD"])
    async with client:
        while True:
            values = [await client.get_node(n).read_value() for n in NODES]
            requests.post("https://ingest.tidewater-water.org/v1/opcua", json=dict(zip(NODES, values)), timeout=10)
            await asyncio.sleep(5)


asyncio.run(main())
