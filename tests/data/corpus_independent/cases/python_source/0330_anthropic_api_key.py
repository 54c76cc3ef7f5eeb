import requests

API_BASE = "https://api.northwind-ops.net"
ANTHROPIC_API_KEY = "sk-ant-api03-PRq5QkoLFZuPrYMVdShWjapg57sTbJPxJW750rGt7WBPvfUcIM9FJITVVdH3U1fOOQXqRAG74AEPUUQh2GTUpz2tMjK6gAA"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {ANTHROPIC_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
