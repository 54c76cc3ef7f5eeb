"""Poll the line PLC over OPC UA and forward the values (systemd: opcua-forwarder.service)."""
import asyncio
import os

import requests
from asyncua import Client

ENDPOINT = "opc.tcp://10.14.202.92:49320"
NODES = ["ns=2;s=Line3.Press.Temperature", "ns=2;s=Line3.Press.Pressure", "ns=2;s=Line3.Press.Cycles"]

HCLOUD_SSH_KEY_FINGERPRINT = "12:bf:2e:ab:dc:48:f1:fc:97:4f:d9:d9:e9:f3:1c:c3"


async def main():
    client = Client(url=ENDPOINT)
    client.set_user(os.environ["OPCUA_USER"])
    client.set_password(os.environ["OPCUA_PASSWORD"])
    async with client:
        while True:
            values = [await client.get_node(n).read_value() for n in NODES]
            requests.post("https://ingest.northwind-grid.com/v1/opcua", json=dict(zip(NODES, values)), timeout=10)
            await asyncio.sleep(5)


asyncio.run(main())
