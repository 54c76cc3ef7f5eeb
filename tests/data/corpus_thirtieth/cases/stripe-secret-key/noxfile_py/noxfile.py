import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.run("pytest", "tests/integration", env={
        "STRIPE_KEY": "sk_live_shcqzyIBNAVCXz06UteMBWUk",
    })
