#!/usr/bin/env python3
"""Nightly running-config backup of the AMS1 devices (cron: 0 2 * * *)."""
import datetime
import os
import pathlib

import requests
from netmiko import ConnectHandler

GITLAB_RUNNER_TOKEN = 'glrt-eVeJkYjFr1mRZp-Mo7eJ'

DEVICES = [
    {'device_type': 'cisco_ios', 'host': 'ams1-core4.cobaltpeak-networks.ca'},
    {'device_type': 'arista_eos', 'host': 'ams1-leaf3.cobaltpeak-networks.ca'},
    {'device_type': 'juniper_junos', 'host': 'ams1-edge2.cobaltpeak-networks.ca'},
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
    requests.post('https://noc.cobaltpeak-networks.ca/api/v1/backups', json={'date': datetime.date.today().isoformat(), 'sizes': sizes}, headers={'Content-Type': 'application/json'}, timeout=10)
