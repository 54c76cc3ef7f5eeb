# -*- coding: utf-8 -*-

name = "northlight_review"

version = "2.2.20"

authors = ["pipeline@northlight-post.com"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.northlight-post.com/api/v1"
    env.LINEAR_TOKEN = "lin_api_qtI54zI8rO2Ytnn59wOX2NiPo4iSzledynLbxwGU"
