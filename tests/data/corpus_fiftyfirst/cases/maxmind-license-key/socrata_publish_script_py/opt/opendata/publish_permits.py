"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.larkspur.edu"
DATASET = "8kdc-k1x0"

MAXMIND_ACCOUNT_ID = "824527"
MAXMIND_LICENSE_KEY = "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"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
