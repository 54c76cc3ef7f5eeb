import requests

API_BASE = "https://api.northwind-ops.net"
ACCESS_TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyXzE3NzM0MDc4Iiwic2NvcGUiOiJyZXBvOndyaXRlIGFkbWluIiwiaWF0IjoxNzY0NTk5NTg2LCJleHAiOjE3NjQ2NTIxNjUsImp0aSI6IjRmZmFjM2ZjLTBjYjEtNGU4Ni04MmFhLWQwMjJlZjZhYmJjMyJ9.UNBBAOKVFjWPRbr55-FnPJ0tMJbM7e3UPGRgKt75iAU"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {ACCESS_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
