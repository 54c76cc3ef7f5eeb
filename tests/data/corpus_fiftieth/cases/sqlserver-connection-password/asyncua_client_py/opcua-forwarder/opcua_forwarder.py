"""Poll the line PLC over OPC UA and forward the values (systemd: opcua-forwarder.service)."""
import asyncio
import os

import requests
from asyncua import Client

ENDPOINT = "opc.tcp://kepware01:49320"
NODES = ["ns=2;s=Line3.Press.Temperature", "ns=2;s=Line3.Press.Pressure", "ns=2;s=Line3.Press.Cycles"]

CONNECTION_STRING = "Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=inventory;Persist Security Info=False;User ID=ci-bot;Password=1rUg5@tLv+.E@c*n1%z2Hx;Encrypt=True;TrustServerCertificate=False;"


async def main():
    client = Client(url=ENDPOINT)
    client.set_user(os.environ["OPCUA_USER"])
    client.set_password(os.environ["OPCUA_PASSWORD"])
    async with client:
        while True:
            values = [await client.get_node(n).read_value() for n in NODES]
            requests.post("https://ingest.cobaltpeak-mining.ca/v1/opcua", json=dict(zip(NODES, values)), timeout=10)
            await asyncio.sleep(5)


asyncio.run(main())
