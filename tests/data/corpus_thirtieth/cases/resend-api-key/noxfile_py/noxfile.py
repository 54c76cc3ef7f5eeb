import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["SECRET"] = "re_WWi350qH_CoSqHCtcMv3bwRLRCL4muN1E"
    session.run("pytest", "tests/integration", *session.posargs)
