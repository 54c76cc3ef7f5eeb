"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.westbrook-city.gov"
DATASET = "k8il-j8yn"

DISCORD_TOKEN = "NDE5NTUwNjQ1MjQ2MDAwNjk2.VgvmLd.HqbnO7v1dwmjaJFV4r1b8hyFJ1l"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
