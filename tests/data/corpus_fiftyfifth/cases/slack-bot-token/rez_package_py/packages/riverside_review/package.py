# -*- coding: utf-8 -*-

name = "riverside_review"

version = "2.1.3"

authors = ["pipeline@riverside-media.co.uk"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.riverside-media.co.uk/api/v1"
    env.SLACK_BOT_OAUTH_TOKEN = "xoxb-207520167888-4777349505343-AXP6xs6tZx1IVUr25Rre7d9a"
