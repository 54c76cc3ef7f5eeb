#!/usr/bin/env python3
"""Write per-unit settings over the Zephyr shell (settings subsystem), then reboot the unit."""
import sys
import time

import serial  # pyserial

PORT = sys.argv[1] if len(sys.argv) > 1 else '/dev/ttyACM0'

SETTINGS = {
    'notifier/discord_webhook_url': 'https://discord.com/api/webhooks/{webhook.id}/{webhook.token}',
}


def send(ser, line):
    ser.write(line.encode() + b'\r\n')
    time.sleep(0.2)
    return ser.read(ser.in_waiting or 1).decode(errors='replace')


with serial.Serial(PORT, 115200, timeout=2) as ser:
    for key, value in SETTINGS.items():
        send(ser, f'settings write string {key} {value}')
    send(ser, 'kernel reboot cold')
