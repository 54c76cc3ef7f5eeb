"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.kestrel-university.ac.nz"
DATASET = "llnr-pt4w"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")

# tell the open-data team's tracker
requests.post("https://ingest.kestrel-university.ac.nz/v2/alarms", json={"dataset": DATASET, "rows": len(rows)}, headers={"Authorization": "Api-Key TSvkacF1FdJuZH3h5ZA3BQnFMWzMT60PaZGxbAUN"}, timeout=10)
