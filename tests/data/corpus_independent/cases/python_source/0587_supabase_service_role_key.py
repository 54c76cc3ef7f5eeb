import requests

API_BASE = "https://api.northwind-ops.net"
SUPABASE_SERVICE_ROLE_KEY = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImFtd2p4bHFkZHZpZnR0Zm1kbGJmIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTczNTM4ODEwMCwiZXhwIjoyMDUwMjE3MTMzfQ.s2sGfe3i6-aNJbsFpFjfAgjSKV_day91Rmh6VL97RwY"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SUPABASE_SERVICE_ROLE_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
