"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.fernhill-college.edu"
DATASET = "6qxb-8x2m"

STRIPE_RESTRICTED_KEY = "rk_test_51gwlxe9JNy24n0tMyzyz3XrZiJn4xIBX08inxBpC6wVx16h3V9NqTTv0u2J7ubrvGDTPkKlTHpPcoLhU8qCqUtTl1IT65Kw9R7"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
