#!/usr/bin/env python3
"""Plastic SCM after-checkin trigger: announce checkins to /main on the build dashboard and queue a build.

cm trigger create after-checkin "notify build dashboard" "python3 /opt/plasticscm/triggers/notify_checkin.py" --server=redkite@cloud
Plastic passes the changesets on stdin (one `cs:<n>@br:<branch>@<repo>@<server>` line each) and PLASTIC_* variables.
"""
import os
import sys

import requests

DASHBOARD = 'https://liveops.redkite-interactive.com/api/v1/builds/queue'
DIGITALOCEAN_ACCESS_TOKEN = 'dop_v1_db0bdb4042f772dac6257cd37ae615f8dbde078a61a5236ee0d0266fd11d0f99'


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
