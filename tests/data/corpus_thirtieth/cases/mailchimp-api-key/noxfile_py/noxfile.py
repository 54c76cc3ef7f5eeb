import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.run("pytest", "tests/integration", env={
        "MAILCHIMP_SERVER_PREFIX": "us3",
        "MAILCHIMP_AUDIENCE_ID": "3ea4b89b49",
    })
