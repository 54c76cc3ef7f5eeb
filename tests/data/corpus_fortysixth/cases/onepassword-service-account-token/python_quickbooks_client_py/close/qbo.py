"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

API_TOKEN = "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6IjU5Q3FtRjlKVUVaMDg3NndmYlBYZm4ifSwiZW1haWwiOiJleDdxMWtjZ3F1eDhoQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiMTk5ZjQ1MTBlZmI4YjExZTBiOTJkNGM4MzgzZTg0YjFiNzQxNTc5Njc2MTY2ZjIzMzY4MGYwMDAxMGM4Y2E4NCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiYWVFeTdTTjlHMUdwXzluenpMSUE2Q2ZKMExDX3AzbzZxbXhtNDBaeDN4NCIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtT0VMRFRDLVBMUEZNVS00QUMzUi1CU1BDVy1CME1GQi1CM0NYNSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIzYWU2MjAwMzZmNjg4YjNmYjM4MjMyMjRkYWZjMmY3M2QzZDY2MzJjNzliN2FkMjNiYjQ2YWE0MWQ5YzQxZTBiIiwidXVpZCI6IlFCWEpXM0k3M0FLSkpaTzhJQkpSMlE0MFFOIn0sImRldmljZVV1aWQiOiJidjZ3czNhOWVwb2FsdGl0YXgxM2w0bWh3diJ9"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.fernhill-capital.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="520348307534370116",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
