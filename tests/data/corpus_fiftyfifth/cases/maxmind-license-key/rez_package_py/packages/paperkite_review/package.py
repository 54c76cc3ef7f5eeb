# -*- coding: utf-8 -*-

name = "paperkite_review"

version = "2.5.19"

authors = ["pipeline@paperkite-animation.com"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.paperkite-animation.com/api/v1"
    env.MAXMIND_ACCOUNT_ID = "624016"
    env.GEOIP_LICENSE = "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"
