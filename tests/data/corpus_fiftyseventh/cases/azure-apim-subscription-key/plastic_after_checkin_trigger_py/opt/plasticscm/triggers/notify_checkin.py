#!/usr/bin/env python3
"""Plastic SCM after-checkin trigger: announce checkins to /main on the build dashboard and queue a build.

cm trigger create after-checkin "notify build dashboard" "python3 /opt/plasticscm/triggers/notify_checkin.py" --server=tinderbox@cloud
Plastic passes the changesets on stdin (one `cs:<n>@br:<branch>@<repo>@<server>` line each) and PLASTIC_* variables.
"""
import os
import sys

import requests

DASHBOARD = 'https://liveops.tinderbox-arena.gg/api/v1/builds/queue'
APIM_SUBSCRIPTION_KEY = '6251958506aedc1cc7dabd6c0e14ec76'


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
