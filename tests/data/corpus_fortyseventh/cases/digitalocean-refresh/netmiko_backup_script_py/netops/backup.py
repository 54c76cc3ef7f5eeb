#!/usr/bin/env python3
"""Nightly running-config backup of the FRA2 devices (cron: 0 2 * * *)."""
import datetime
import os
import pathlib

import requests
from netmiko import ConnectHandler

REFRESH_TOKEN = 'dor_v1_d9c653d1dcb3b7b5fd50f97cb552458d7190e301a16f57b4323c58e9614de9d4'

DEVICES = [
    {'device_type': 'cisco_ios', 'host': 'fra2-core4.fernhill-telecom.com'},
    {'device_type': 'arista_eos', 'host': 'fra2-leaf3.fernhill-telecom.com'},
    {'device_type': 'juniper_junos', 'host': 'fra2-edge4.fernhill-telecom.com'},
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
    requests.post('https://noc.fernhill-telecom.com/api/v1/backups', json={'date': datetime.date.today().isoformat(), 'sizes': sizes}, headers={'Content-Type': 'application/json'}, timeout=10)
