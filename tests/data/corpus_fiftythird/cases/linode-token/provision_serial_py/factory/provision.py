#!/usr/bin/env python3
"""Write per-unit settings over the Zephyr shell (settings subsystem), then reboot the unit."""
import sys
import time

import serial  # pyserial

PORT = sys.argv[1] if len(sys.argv) > 1 else '/dev/ttyACM0'

SETTINGS = {
    'notifier/linode_cli_token': 'c56512be5d4567683628b964d3acd9701f2799e093e4af171a42264ffe22813c',
}


def send(ser, line):
    ser.write(line.encode() + b'\r\n')
    time.sleep(0.2)
    return ser.read(ser.in_waiting or 1).decode(errors='replace')


with serial.Serial(PORT, 115200, timeout=2) as ser:
    for key, value in SETTINGS.items():
        send(ser, f'settings write string {key} {value}')
    send(ser, 'kernel reboot cold')
