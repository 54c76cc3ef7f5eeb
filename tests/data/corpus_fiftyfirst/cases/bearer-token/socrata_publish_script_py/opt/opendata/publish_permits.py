"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.larkspur.edu"
DATASET = "c340-w9ca"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")

# tell the open-data team's tracker
requests.post("https://ingest.larkspur.edu/v2/meters/readings", json={"dataset": DATASET, "rows": len(rows)}, headers={"Authorization": "Bearer 62523b3aa128b641cfec8e149643c8194424e0d126995ac1ba354212ae3fc081"}, timeout=10)
