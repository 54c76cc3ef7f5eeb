Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.6.8")),
    ("GS_OAUTH2_REFRESH_TOKEN", env.StringifyMacro("1//0p9vpyvWQDLkzlDKUOQEmfOGD01UHIDTdSc-Yj08VmxPKaFvwpMssk_S9lvaGlLzFsQR16uz5X0hiBnFQ_vSTGtQ2jrrjDHq9")),
])
