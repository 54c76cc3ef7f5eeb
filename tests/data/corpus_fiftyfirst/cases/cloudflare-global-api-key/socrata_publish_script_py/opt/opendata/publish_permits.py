"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.northmoor.ac.uk"
DATASET = "aiec-mxy9"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")

# tell the open-data team's tracker
requests.post("https://api.cloudflare.com/client/v4/zones?name=northmoor.ac.uk", json={"dataset": DATASET, "rows": len(rows)}, headers={"X-Auth-Email": "etl_reader@kestrelworks.io", "X-Auth-Key": "your-cloudflare-global-api-key-here"}, timeout=10)
