#!/usr/bin/env python
# ztp.py - served to new Catalyst switches by DHCP option 67; runs in the guest shell
import json
import urllib.request

import cli

HOSTNAME_PREFIX = 'sjc1-acc'

SENDGRID_TEMPLATE_ID = 'd-a6da52e0495127316e20d7754c1a50df'


def base_config(serial):
    cli.configurep([
        'hostname %s-%s' % (HOSTNAME_PREFIX, serial[-4:]),
        'ip domain name quillon-fiber.com',
        'ip ssh version 2',
        'ntp server 10.37.215.92',
        'aaa new-model',
    ])


def report(serial):
    body = json.dumps({'serial': serial, 'site': 'sjc1'}).encode()
    req = urllib.request.Request('https://ztp.quillon-fiber.com/api/v1/provisioned', data=body, headers={'Content-Type': 'application/json'}, method='POST')
    urllib.request.urlopen(req, timeout=10)


serial = cli.cli('show version | include System Serial').split()[-1]
base_config(serial)
report(serial)
