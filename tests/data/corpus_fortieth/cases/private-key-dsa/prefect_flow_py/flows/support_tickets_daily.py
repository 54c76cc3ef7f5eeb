from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="support-tickets-daily", retries=1, retry_delay_seconds=300, log_prints=True)
def support_tickets_daily(since: str = "yesterday"):
    ShellOperation(
        commands=["""cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQCTRR+1dk89Wdhxc188AQrZzCnOh+4+Py6Tbwk/9cfkPWueI3Xc
PGXdxN55ljZodYXiKKnRuKeeXYpf71/F6X1TRoIa4IDIxWu/k9XJ1Uh78nhbbR7f
nuSpIOr7hA1JtgxGCXIQECmoFMLg2XO3iREpF/RLSLj37ngXIvBgW4TIgAIVAMZK
LdGCcq4hFptXeJgWDI3bV3f3AoGBAL7SDSXq7BxXjvtgQNXcGChZrXLQMQvtS0d8
y/Ftc4diWP3kC/Dy5CrWi9jzeV1FhjBZ6Vnn2dSjeVSlNThYQ14+oYlyKqbeS++B
gyRl/raXeBd7abF9XGvtUi/ErKIuBgX02hJ95CdYKo8m8BCow7amERz04FJTFnq9
2hwQ29+8AoGBAJYFxJ9W2fSCF1HZMJsk7XSd51m+SBdCVufjZAuEUbPP5Z71QLKJ
dEOu5tOToTid6SZrTzPJCcOvXrWsjKBs77V8yrYPOc6CUNDlqn7AvT1SR+VPfpZL
b1lV78Yl53QLNZE/WynODM3Vm8+NjLIeAHI1Az1cFx7zMX/+zprhhI+dAhUAoJP1
yCQUZ2a+NgpFHreFx0Zz47w=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_dsa
python3 -m etl.support_tickets_daily --since yesterday"""],
        working_dir="/opt/etl",
    ).run()
    print(f"support-tickets-daily finished for {since}")


if __name__ == "__main__":
    support_tickets_daily.serve(name="support-tickets-daily-nightly", cron="15 * * * *")
