# -*- coding: utf-8 -*-

name = "riverside_review"

version = "2.7.6"

authors = ["pipeline@riverside-media.co.uk"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.riverside-media.co.uk/api/v1"
    env.GCLOUD_ACCESS_TOKEN = "ya29.a0ho-SAtYUxrx3QVz23gccfAug7O6qHigfYb03aMlQpgD_wdWwxl8Fi-ZoWwqfEKWz_cfzhwJwFwmrmTTCclPqmN28W1vFAtOuWx-AflQscG1uSx1UsFanIOpSm7dIeQCyAoAZevyt0wxKaAGNMg5GT7X4xlrcqUu4_aigBcLL3tp3hcSlSwX81ZxF_"
