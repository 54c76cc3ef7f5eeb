"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.fernhill-college.edu"
DATASET = "7shl-vh01"

DIGITALOCEAN_ACCESS_TOKEN = "dop_v1_e48e99648d1bfa1e752b7845d19afb52535f76a990916132a3e640b4ed5471e3"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
