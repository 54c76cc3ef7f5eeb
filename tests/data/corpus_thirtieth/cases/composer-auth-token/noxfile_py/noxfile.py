import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    pathlib.Path(session.create_tmp(), "auth.json").write_text("""{
    "gitlab-oauth": {
        "gitlab.kestrelworks.io": "bcc880b203534f5a0524e3aaa99571288b980f9eb8b210a38849dde407d1aef2"
    },
    "http-basic": {}
}
""")
    session.run("pytest", "tests/integration", *session.posargs)
