#!/usr/bin/env python
# ztp.py - served to new Catalyst switches by DHCP option 67; runs in the guest shell
import json
import urllib.request

import cli

HOSTNAME_PREFIX = 'sjc1-acc'

PINECONE_KEY = 'pcsk_aYZ57p_PsCOHwpiZumEZWMXw43Cy1JWlDfeWhLIu6ZtULWMRWnR51G3JfB6ftLmF3N8Q0e'


def base_config(serial):
    cli.configurep([
        'hostname %s-%s' % (HOSTNAME_PREFIX, serial[-4:]),
        'ip domain name larkspur-isp.net',
        'ip ssh version 2',
        'ntp server 10.29.96.193',
        'aaa new-model',
    ])


def report(serial):
    body = json.dumps({'serial': serial, 'site': 'sjc1'}).encode()
    req = urllib.request.Request('https://ztp.larkspur-isp.net/api/v1/provisioned', data=body, headers={'Content-Type': 'application/json'}, method='POST')
    urllib.request.urlopen(req, timeout=10)


serial = cli.cli('show version | include System Serial').split()[-1]
base_config(serial)
report(serial)
