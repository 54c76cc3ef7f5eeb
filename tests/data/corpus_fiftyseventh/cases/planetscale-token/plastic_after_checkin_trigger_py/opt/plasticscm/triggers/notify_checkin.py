#!/usr/bin/env python3
"""Plastic SCM after-checkin trigger: announce checkins to /main on the build dashboard and queue a build.

cm trigger create after-checkin "notify build dashboard" "python3 /opt/plasticscm/triggers/notify_checkin.py" --server=lanternworks@cloud
Plastic passes the changesets on stdin (one `cs:<n>@br:<branch>@<repo>@<server>` line each) and PLASTIC_* variables.
"""
import os
import sys

import requests

DASHBOARD = 'https://liveops.lanternworks.gg/api/v1/builds/queue'
PLANETSCALE_SERVICE_TOKEN_ID = 'ejrkxd18fqja'
SECRET = 'AgCF1I5Hw4hj9kPaMO3T2HVYZrbVpRTT3Q3b5ZQtQe4xNgdTkm5Vxj3lZBfWUQPNO8BMxmxiRabWesVLYU9SwNvcS5bomy6LEJ9P1Mz7KoZA1Dl/m6UVFLWA55fTr0894z7QACIfPyhNNkMJ4mwYuhvLCHwcfbEDaPFqBh0VlIipdPU9TD2/BdfqPBj/2kztcFF8RN6HbyVo0T8vNKzprfulvL76iuOnOfa7mUJMBbsVYgGEvZ/RpHBcvHcR1oc7JVm8BNNhs8uQGnZBGe3Q8mB15FYhaT+2jAJ3lgcNCHQjYKWGPdynomoLiru7MsGy27Gzl5L90uQD4UocMXxpIsLJG3DO6VKtsgDhTTBhOJ3dsjqjq5u3IaoFhZYl1fjbpHtR2XklOKtCynlj8vuEl2oUf8MmSCQgyZA7XuRUyGAHbGH75qOYX9RgaiOHbDC6zEF356T9UHfUVDUDbbh6BBL8lh14vql4LKQ4W+lNR6p5CtysI4NPDRjsB78/7LMsUeiLyr7sWqpFlh4kskzqes7jQMbKPfbDLJT35ejPMzDrK6VehCDTkRS8Cwc/IAba6mmgXdq5WyIfpIsl1hc1Xi+tJOg9W6y6yqv4XbghxwM/JfJrSbR5Y908hqBSZzXR3qkKa0kyhla+XwzCQzTLlvkFEy0ZbSNRMCGC0lk731Ew2/qyGPncSJfDi6v7E2XRpTUa+cTX7n1Mn62F0J2tB34pbjX9c6sAqQpiju8iKFrxZ0kGK/8='


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
