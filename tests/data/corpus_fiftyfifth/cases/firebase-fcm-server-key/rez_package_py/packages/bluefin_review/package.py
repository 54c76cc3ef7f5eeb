# -*- coding: utf-8 -*-

name = "bluefin_review"

version = "2.7.16"

authors = ["pipeline@bluefin-vfx.io"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.bluefin-vfx.io/api/v1"
    env.FCM_SERVER_KEY = "AAAAAPUhJ7R:APA91bqyRxnci4SMbdX_G57ZB6XQlfQrT-ieAHgNXPVjVLd3fCJlPv5r5EejLkoKd4Nh0WzKOEQ8VPv_UDn4ZDV_y8PB3dO9k53JYAa-SbmI1034sudbwRMAeQgZaH8t4_CFWPgfweq9"
