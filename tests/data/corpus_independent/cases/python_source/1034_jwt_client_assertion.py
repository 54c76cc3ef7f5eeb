import requests

API_BASE = "https://api.northwind-ops.net"
CLIENT_ASSERTION = "eyJhbGciOiJFUzI1NiIsImtpZCI6IkUwMUVBOVFRUkoiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiI1eWQ5djA2ZjRmazNnNGszdnlqbSIsInN1YiI6IjV5ZDl2MDZmNGZrM2c0azN2eWptIiwiYXVkIjoiaHR0cHM6Ly9sb2dpbi5ub3J0aHdpbmQtaWRwLm5ldC9vYXV0aDIvdjEvdG9rZW4iLCJpYXQiOjE3NjQ1MDAwMDAsImV4cCI6MTc2NDUwMDMwMCwianRpIjoiNTk4ZDYwYWItYmMxMC00ZmZkLTk1MzQtMzI3OWFiNjMyZjQxIn0.37WOAb3eLdy7HhsbRQLsV5FyMmX7HKsymLdkm07zv01FTtii_qc6KTRFCHZ7e1KpIZnpd3UPZdvBxO9KqlhpFQ"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {CLIENT_ASSERTION}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
