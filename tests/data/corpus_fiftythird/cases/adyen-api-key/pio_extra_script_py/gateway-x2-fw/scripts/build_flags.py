Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:esp32-s3-devkitc-1])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.2.15")),
    ("ADYEN_X_API_KEY", env.StringifyMacro("AQEwpd0z24qAMKEIN98dDKFNusPtGWzbVlI9urK49tZhiCPP93fpD+4ja6UQcDY3eIA62WPjw=-WEbr60O/5+GYh3CWHm+KtRNVwAqn1mtJrVc90JID024=-EmTYdfCe66Lg&Yan")),
])
