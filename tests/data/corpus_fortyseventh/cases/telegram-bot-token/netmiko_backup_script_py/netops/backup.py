#!/usr/bin/env python3
"""Nightly running-config backup of the TOR1 devices (cron: 0 2 * * *)."""
import datetime
import os
import pathlib

import requests
from netmiko import ConnectHandler

TELEGRAM_BOT_TOKEN = '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11'

DEVICES = [
    {'device_type': 'cisco_ios', 'host': 'tor1-core1.palisade-ix.net'},
    {'device_type': 'arista_eos', 'host': 'tor1-leaf1.palisade-ix.net'},
    {'device_type': 'juniper_junos', 'host': 'tor1-edge3.palisade-ix.net'},
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
    requests.post('https://noc.palisade-ix.net/api/v1/backups', json={'date': datetime.date.today().isoformat(), 'sizes': sizes}, headers={'Content-Type': 'application/json'}, timeout=10)
