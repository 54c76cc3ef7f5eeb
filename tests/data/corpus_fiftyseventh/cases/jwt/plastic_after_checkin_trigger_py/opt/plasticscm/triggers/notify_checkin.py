#!/usr/bin/env python3
"""Plastic SCM after-checkin trigger: announce checkins to /main on the build dashboard and queue a build.

cm trigger create after-checkin "notify build dashboard" "python3 /opt/plasticscm/triggers/notify_checkin.py" --server=redkite@cloud
Plastic passes the changesets on stdin (one `cs:<n>@br:<branch>@<repo>@<server>` line each) and PLASTIC_* variables.
"""
import os
import sys

import requests

DASHBOARD = 'https://liveops.redkite-interactive.com/api/v1/builds/queue'
TOKEN = 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IlEyUmkwRlVBWmMzWVFPdEVTOXhNc0M5YnY2XyJ9.eyJzdWIiOiJjOTg0NTUwZi02ZmRmLTRiY2MtYjhlYS04MTI3NjMxZTEwNTMiLCJpc3MiOiJ1cm46cXVpbGxvbjppc3N1ZXIiLCJhdWQiOiJvcmRlcnMtc2VydmljZSIsImlhdCI6MTc0MTY3NzA4NywiZXhwIjoxNzQxNzYzNDg3LCJzY29wZSI6ImFkbWluIn0.YpLhxX3Xb2093pUyV7PxIwWSot7RyG1upQLqlOtf7x_ZfgEJ_f4XuEgBa7FtlYez7f9vtKsLFuyqaI-Kk-Irytt4bW2Wi8_QCSsW2KhepXKLkdD54xaglrYYsVFfLX7stJ7HIrMJU34fVMWrV8xEwLL4fVy40NM_2ITmdky3cPH-JGmgT5Kp0wlRv2V4xEwJmOp8dTqVSaH8M9dBX7eXmTyFZ_Llp9JXTPQ6WYOj_uX31UqVumwLykHLCZANPpdnvh6feNd5Xv3VSf2SIAPbaw1jZ3onAEwaE49BZ5-iX_swXXf7R5Lw6R47EAjOh07el6dQqlfsjaOqskD6j-uwPQ'


def main():
    user = os.environ.get('PLASTIC_USER', 'unknown')
    comment = os.environ.get('PLASTIC_COMMENT', '')
    for line in sys.stdin:
        spec = line.strip()
        if not spec or '@br:/main@' not in spec:
            continue
        requests.post(DASHBOARD, json={'changeset': spec, 'user': user, 'comment': comment},
                      timeout=10)


if __name__ == '__main__':
    main()
