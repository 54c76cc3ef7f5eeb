Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.0.16")),
    ("SPLUNK_HEC_URL", env.StringifyMacro("https://http-inputs-larkspur.splunkcloud.com:443/services/collector/event")),
])
