import requests

API_BASE = "https://api.northwind-ops.net"
DJANGO_SECRET_KEY = "django-insecure-97sz#u!+#(56ig_db^hj34bapum=+4oa=#vf5q28fs_l)-m(*)"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DJANGO_SECRET_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
