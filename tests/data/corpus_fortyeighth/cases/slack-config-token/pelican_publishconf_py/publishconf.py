# This file is only used if you use `make publish` or
# explicitly specify it as your config file.

import os
import sys

sys.path.append(os.curdir)
from pelicanconf import *

# If your site is available via HTTPS, make sure SITEURL begins with https://
SITEURL = "https://quillon-media.net"
RELATIVE_URLS = False

FEED_ALL_ATOM = "feeds/all.atom.xml"
CATEGORY_FEED_ATOM = "feeds/{slug}.atom.xml"

DELETE_OUTPUT_DIRECTORY = True

# Following items are often useful when publishing

# DISQUS_SITENAME = ""
# GOOGLE_ANALYTICS = ""
APP_CONFIGURATION_TOKEN = "xoxe.xoxp-1-kZ3RqWsW3EJJHS1fucPPd9Lreo7wvlGPG2xAgMz5vJ36h7zRLbntfR62h6eh5Qd6LA1rwfJnnISRESELECqgJJWPFDvaDUaS04tcFgjMIqCf3Oa19RziU81gV3862w6dXqFvQmDeggW1YuIWFQNqNtobvljF2zma8ISM"
