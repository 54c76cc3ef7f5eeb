"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.uni-tallberg.edu"
DATASET = "g2q3-oe3u"

MONGODB_ATLAS_PUBLIC_KEY = "xfjgojbn"
MONGODB_ATLAS_PRIVATE_API_KEY = "7c179f70-e616-493b-a7b1-53b6ea338644"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
