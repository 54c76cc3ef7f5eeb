"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.larkspur.edu"
DATASET = "336e-30p4"

ATLAS_CLIENT_ID = "mdb_sa_id_158f3b05ae0d6ccc367300f7"
ATLAS_CLIENT_SECRET = "mdb_sa_sk_E2BffGct5j456CMGKD47jRTiiJ4nCZSfsfd37dKj"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
