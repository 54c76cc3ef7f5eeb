Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.9.11")),
    ("GCM_API_KEY", env.StringifyMacro("AAAAsYt8SbK:APA91bh4aii5nYauPP1oLrKvoGCPuSss2-mwsxcyt63PvqPac4oUqcwAqujDCZZ1sOAX_9qlfbT08jGVWSmSXFcWKnMP-WAzhWd0TqcYDXAbUQUTMQMZ_jFujcI_foH_eDFtIL50Acrr")),
])
