#!/usr/bin/env python
# ztp.py - served to new Catalyst switches by DHCP option 67; runs in the guest shell
import json
import urllib.request

import cli

HOSTNAME_PREFIX = 'ams1-acc'

OPENAI_ADMIN_KEY = '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'


def base_config(serial):
    cli.configurep([
        'hostname %s-%s' % (HOSTNAME_PREFIX, serial[-4:]),
        'ip domain name cobaltpeak-networks.ca',
        'ip ssh version 2',
        'ntp server 10.30.193.153',
        'aaa new-model',
    ])


def report(serial):
    body = json.dumps({'serial': serial, 'site': 'ams1'}).encode()
    req = urllib.request.Request('https://ztp.cobaltpeak-networks.ca/api/v1/provisioned', data=body, headers={'Content-Type': 'application/json'}, method='POST')
    urllib.request.urlopen(req, timeout=10)


serial = cli.cli('show version | include System Serial').split()[-1]
base_config(serial)
report(serial)
