# -*- coding: utf-8 -*-

name = "northlight_review"

version = "2.3.0"

authors = ["pipeline@northlight-post.com"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.northlight-post.com/api/v1"
    env.SECRET = "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"
