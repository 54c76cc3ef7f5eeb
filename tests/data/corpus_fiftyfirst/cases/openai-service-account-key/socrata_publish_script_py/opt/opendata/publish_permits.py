"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.westbrook-city.gov"
DATASET = "zo4w-1f8u"

OPENAI_API_KEY = "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"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
