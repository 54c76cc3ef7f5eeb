import requests

API_BASE = "https://api.northwind-ops.net"
SUPABASE_ANON_KEY = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InR2cHdocHFlY3VhenFyb21qbG9yIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MzU0Mzk2ODQsImV4cCI6MjA1MDQzMzI3MH0.-a3A0SfeJBG6UgYYlYjxmAKt0WETKLJZrzgNLtsipoU"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SUPABASE_ANON_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
