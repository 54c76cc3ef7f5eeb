"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.fernhill-college.edu"
DATASET = "85yr-c5hp"

AZURE_CLIENT_ID = "f35ab397-9716-4dd9-b0e5-0a6c294d545a"
AZURE_TENANT_ID = "33482fdd-ac68-4943-bc0b-e16fc80bdee5"
API_TOKEN = "m290Q~A2gtILPI6NamKlhLfrwCPDL6ZL~ksLi-7P"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
