"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

API_KEY = "EAACCumeBaOnOcZnNuzHXYtobJJW38qy1EoIQQBe6qE6ytJaVsL315irLAB0Gmn16WvGSf5mF94kOXNi3chNpUZeClOLli02dab16cHZq7IHbp9JDGSkzgSaxV4XioZSHztidENm6fKAfWSRTuivltCf9JU"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.tidewater-imaging.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="394100225083223277",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
