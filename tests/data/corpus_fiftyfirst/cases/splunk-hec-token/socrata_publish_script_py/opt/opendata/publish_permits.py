"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.uni-tallberg.edu"
DATASET = "q7ev-m5j2"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")

# tell the open-data team's tracker
requests.post("https://splunk.uni-tallberg.edu:8088/services/collector/event", json={"dataset": DATASET, "rows": len(rows)}, headers={"Authorization": "Splunk 119b537b-b541-438f-891e-683b3565957b"}, timeout=10)
