#!/usr/bin/env python3
"""Write per-unit settings over the Zephyr shell (settings subsystem), then reboot the unit."""
import sys
import time

import serial  # pyserial

PORT = sys.argv[1] if len(sys.argv) > 1 else '/dev/ttyACM0'

SETTINGS = {
    'reports/blob_sas_url': 'https://nwexports.blob.core.windows.net/exports/2024-q3.csv?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-08-28T14:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=UItNc7sSZNlZQO%2Ffe8lu8lqo%2BH87qnMFqJ2O1FXm9BU%3D',
}


def send(ser, line):
    ser.write(line.encode() + b'\r\n')
    time.sleep(0.2)
    return ser.read(ser.in_waiting or 1).decode(errors='replace')


with serial.Serial(PORT, 115200, timeout=2) as ser:
    for key, value in SETTINGS.items():
        send(ser, f'settings write string {key} {value}')
    send(ser, 'kernel reboot cold')
