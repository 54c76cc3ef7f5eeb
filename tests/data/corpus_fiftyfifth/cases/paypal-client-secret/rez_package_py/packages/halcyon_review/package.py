# -*- coding: utf-8 -*-

name = "halcyon_review"

version = "2.8.1"

authors = ["pipeline@halcyon-broadcast.tv"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.halcyon-broadcast.tv/api/v1"
    env.PAYPAL_CLIENT_ID = "ATAswYokbPmSCC-lsUpr6MkJmeDlkdeXHI9zdSEWE6E3ZSkQxNyI00Yyt6-4VUJ0vsnErPAvV6R7PkI3"
    env.PAYPAL_CLIENT_SECRET_LIVE = "ETgBCxP8FHQQ5kFBQDZXf8uLe8u2Nwc2J3CW8yGHYZPi0VysEFWMxz0wDTBufkpJn5iBtiY6VVU05Tj6"
