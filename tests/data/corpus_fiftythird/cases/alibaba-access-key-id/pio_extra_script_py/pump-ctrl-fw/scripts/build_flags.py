Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.4.4")),
    ("ALIBABA_CLOUD_ROLE_ARN", env.StringifyMacro("acs:ram::1596056629562146:role/ack-deploy")),
])
