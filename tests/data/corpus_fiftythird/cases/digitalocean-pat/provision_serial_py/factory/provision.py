#!/usr/bin/env python3
"""Write per-unit settings over the Zephyr shell (settings subsystem), then reboot the unit."""
import sys
import time

import serial  # pyserial

PORT = sys.argv[1] if len(sys.argv) > 1 else '/dev/ttyACM0'

SETTINGS = {
    'billing/digitalocean_token': 'dop_v1_6494a6b5cf2a2c937415f0f47aa43ceb7470c5503d0e0eec4a338059421b6bdc',
}


def send(ser, line):
    ser.write(line.encode() + b'\r\n')
    time.sleep(0.2)
    return ser.read(ser.in_waiting or 1).decode(errors='replace')


with serial.Serial(PORT, 115200, timeout=2) as ser:
    for key, value in SETTINGS.items():
        send(ser, f'settings write string {key} {value}')
    send(ser, 'kernel reboot cold')
