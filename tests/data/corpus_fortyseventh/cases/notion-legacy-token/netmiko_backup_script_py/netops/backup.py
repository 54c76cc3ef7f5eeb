#!/usr/bin/env python3
"""Nightly running-config backup of the FRA2 devices (cron: 0 2 * * *)."""
import datetime
import os
import pathlib

import requests
from netmiko import ConnectHandler

NOTION_API_KEY = 'secret_QqWL7enihAo47jm27b6vG0nbKWnCS9DJ1NVYrZCVp2V'

DEVICES = [
    {'device_type': 'cisco_ios', 'host': 'fra2-core3.kestrel-net.io'},
    {'device_type': 'arista_eos', 'host': 'fra2-leaf1.kestrel-net.io'},
    {'device_type': 'juniper_junos', 'host': 'fra2-edge1.kestrel-net.io'},
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
    requests.post('https://noc.kestrel-net.io/api/v1/backups', json={'date': datetime.date.today().isoformat(), 'sizes': sizes}, headers={'Content-Type': 'application/json'}, timeout=10)
