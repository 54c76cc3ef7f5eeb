# -*- coding: utf-8 -*-

name = "emberfall_review"

version = "2.6.15"

authors = ["pipeline@emberfall-games.com"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.emberfall-games.com/api/v1"
    env.BLOB_SAS_URL = "https://acmeprodsa.blob.core.windows.net/exports/2024-q3.csv?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-01-04T17:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=MxhWXt5ZeDZs7Iv11eGRuLo1q1y56Ry9B80Hx6gQU4M%3D"
