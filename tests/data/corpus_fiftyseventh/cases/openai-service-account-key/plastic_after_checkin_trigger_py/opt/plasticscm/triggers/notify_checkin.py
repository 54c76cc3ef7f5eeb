#!/usr/bin/env python3
"""Plastic SCM after-checkin trigger: announce checkins to /main on the build dashboard and queue a build.

cm trigger create after-checkin "notify build dashboard" "python3 /opt/plasticscm/triggers/notify_checkin.py" --server=quillstone@cloud
Plastic passes the changesets on stdin (one `cs:<n>@br:<branch>@<repo>@<server>` line each) and PLASTIC_* variables.
"""
import os
import sys

import requests

DASHBOARD = 'https://liveops.quillstone-studios.com/api/v1/builds/queue'
OPENAI_API_KEY = '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'


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
