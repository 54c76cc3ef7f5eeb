"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.uni-tallberg.edu"
DATASET = "a4sy-fmrl"

SECRET = "AgDivxXVRNsY4wI/aija6eVapeh2XtCIREkSC+lQi784Qa6Iyt/gMack/ziYFy/yNvAqgUYbBoTGlpdtpmr8J+OUMRoBwlf+gN9KPAcqLhTFGpIR3Rh9ahFYRMlgNWU7mZG9sJDCgJAQn1/FebYqQo58LhzzDUCkb07ig7KwnosGSEfULFq8BMM0T4B8mXMlUzEFWbuomOw0CLOQE0o0mBgi7fQL795B2UC1Rhop9JeQYl4D96JzQz4OBhtOIWW9M7sFn0/CqOwBgNTc3htVkzEdbOY6t0Rdxlm8boJz2mkOgDA6M/Lmcmc2R0OIGB56LfKD3I6ySf1HlQXFvx0ys3DD25jFUOeVUhvr67AxZas3zcmIIiwBC67A2DM58B9p3/yAfhIz6umVb4p9NofESOt38Mxa4q4FFwY7COoYYBhJHQiEGsbYyU4g08qusjTq1Qyvdd4tYLwstTDllVB8ix7/CddP8rGcFAJvM7EieHJkS7txlOrzRgLe82d81j3BmMb+7nErv/4LGi6ULaiwIbJocCH6RR9+pP1IQy9DdRb829Vd/QVFTpptGELJ2xAZbiNfZ+pBoXW27/dhG749C0bQyA+XMzaqsQMl1UG4llznNpHN5swo4YD1gpDPIiai40iCuptcpiJY0ehkuOHiaaf7n5Og2GmeBqEfQBlVmpokPm02k2IgynZ8gJV58W27VdxT6w2bsjKzpvuIgY6YuZ7A55jc0RkwXta+WQ=="

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
