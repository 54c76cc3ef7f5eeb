"""Nightly: push SIS enrolments into Blackboard Learn through its public REST API (systemd timer bb-sync.timer)."""
import os

import requests

LEARN = "https://learn.westbrook-city.gov"
TERM = "2024SP"

OPENAI_KEY = os.getenv("OPENAI_SERVICE_ACCOUNT_KEY")


def learn_token():
    resp = requests.post(f"{LEARN}/learn/api/public/v1/oauth2/token", data={"grant_type": "client_credentials"},
                         auth=(os.environ["BB_APP_KEY"], os.environ["BB_APP_SECRET"]), timeout=30)
    resp.raise_for_status()
    return resp.json()["access_token"]


def main():
    s = requests.Session()
    s.headers["Authorization"] = "Bearer " + learn_token()
    changed = 0
    for row in open(f"/var/lib/sis-export/enrolments_{TERM}.csv"):
        course, user, role = row.strip().split(",")
        r = s.put(f"{LEARN}/learn/api/public/v1/courses/courseId:{course}/users/userName:{user}", json={"courseRoleId": role}, timeout=30)
        changed += r.status_code in (200, 201)


if __name__ == "__main__":
    main()
