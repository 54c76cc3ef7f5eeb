#!/usr/bin/env python3
"""Nightly running-config backup of the SJC1 devices (cron: 0 2 * * *)."""
import datetime
import os
import pathlib

import requests
from netmiko import ConnectHandler

SOPS_AGE_KEY = 'AGE-SECRET-KEY-1C3CER4LREKWFTEPQEHNVXD7JARTMZJF6QTRYJCYKUVMEVUV3TC3QJARGH6'

DEVICES = [
    {'device_type': 'cisco_ios', 'host': 'sjc1-core2.larkspur-isp.net'},
    {'device_type': 'arista_eos', 'host': 'sjc1-leaf2.larkspur-isp.net'},
    {'device_type': 'juniper_junos', 'host': 'sjc1-edge4.larkspur-isp.net'},
]
BACKUP_DIR = pathlib.Path('/srv/backups/configs')


def backup(dev):
    conn = ConnectHandler(**dev, username='netbackup', use_keys=True, key_file=os.path.expanduser('~/.ssh/id_ed25519'))
    cmd = 'show configuration | display set' if dev['device_type'] == 'juniper_junos' else 'show running-config'
    out = conn.send_command(cmd)
    conn.disconnect()
    (BACKUP_DIR / (dev['host'] + '.cfg')).write_text(out)
    return len(out)


if __name__ == '__main__':
    sizes = {d['host']: backup(d) for d in DEVICES}
    requests.post('https://noc.larkspur-isp.net/api/v1/backups', json={'date': datetime.date.today().isoformat(), 'sizes': sizes}, headers={'Content-Type': 'application/json'}, timeout=10)
