"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.northmoor.ac.uk"
DATASET = "1fwn-km8x"

SOPS_AGE_KEY = "AGE-SECRET-KEY-1TXHSL9GRMEUV78LUK65XD4VWVWVVXCHZAQVA63SXLYK4S4VM9G6SDECMQZ"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
