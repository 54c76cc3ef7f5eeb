#!/usr/bin/env python3
"""Write per-unit settings over the Zephyr shell (settings subsystem), then reboot the unit."""
import sys
import time

import serial  # pyserial

PORT = sys.argv[1] if len(sys.argv) > 1 else '/dev/ttyACM0'

SETTINGS = {
    'checkout/shopify_client_id': 'a367d101bae14bceb3f0a8703c177328',
    'checkout/shopify_app_secret': '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',
}


def send(ser, line):
    ser.write(line.encode() + b'\r\n')
    time.sleep(0.2)
    return ser.read(ser.in_waiting or 1).decode(errors='replace')


with serial.Serial(PORT, 115200, timeout=2) as ser:
    for key, value in SETTINGS.items():
        send(ser, f'settings write string {key} {value}')
    send(ser, 'kernel reboot cold')
