from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="billing-export", retries=1, retry_delay_seconds=300, log_prints=True)
def billing_export(since: str = "yesterday"):
    ShellOperation(
        commands=["""cat > /tmp/legacy.pem <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEApNtTnWMntVY4EZPLBhiGamDPTGUGbOw/VyLiXdMYJ9wiiXBf
5DT/ksJq0fy109qObKmLZpfN1/wOUopDtpTnkFzfz57Rgjnr5vJe4p2KpHsLmoUM
Q0te2OZLFnEWYcxvDqFyzHF27U7EqKQqlUmDrc3YH/AWASIaoh0UdrZpjaBPfLVX
0YjA7J6E1YXiZAZu6pWXffMfqWWVMN5QDnLo+naTPTvtS2lmtLdBgD3rT8uGpZVQ
NF1wuyifKa9KwHa7vlw1ayQFtEvL/9nzdcCVWcfyJ4Q33ch2inhP93gV+c2obTyJ
ry/rRLndjtUnEDH6Ch6H8lF/095agb3CxOjOlwIDAQABAoIBAQDvuFzo+4ssXK1B
+jiABQix0zis7WnY6dpKj1z4J/v5BvXMSnge5xxYvk1a37k4dYfeydfIaWv8bZwt
XWgp3oQHV2pO/T9+RuFRL7EdevwAfeWJSELPL908zeoEVunYVf0GscHiUbBTTUAS
e5eqGZ3ZgBAnp/M4mpxB5RzhDNdir44rIDsJGTJHZsp8pOEUfTx2PSt7+oQn8PBf
LpFlv6CvXrnQyZIce+/lZXzADo9OtIe1S+qVg0z2mcq76Em+GajnTEM27jCgtnPf
6sYGxeDDXol1h2mGNGQioGAfRmw7vJ4tBUlaOcpjFpiLqDmNJIAFXJ4pie6B1jMJ
v9TMufxFAoGBALzs9j48JzntfhF6y7cK/vMNV0N/UUs6Tm1SNmXlAQ+8GP7LH7NY
TeJIxkMYRTNq44GK7ylLthj/WxLh2wY7AEXgUT0V+vuqFHKqZvLvYfKfkgNvn2vP
VcUBHaGI69FDT9WAsBvKFPeohEjUfPkG4PbE0PhOF/UM8wM/gkLwxtBXAoGBALGX
tylrT33Dcc6cEhjMKZwQi16I6BMqwStUloqMeTxs05YlKBm8pcfi1JTqgMdbAwSr
XHRZVJUuTI4CWqAJQQz9upk/5fF5QBU9pkKfkZUx2dFUfsFcOrRSeksDenmlY8Bd
uKJrgTY6CXlIyp4J57vjAekljSkkQATFl75v10h7AoGBAMFFzTMcwpZtdsHl76+/
GfGNia2ehm/yGMrmWFViDkW4dvoUzeWye6ol1JlCATpG9Gy5VmFqNpFkUZqOZPXu
SufwybpefE+82ZmzqOwTX6eK7t/BCL64GudOR2SPRT6fc5qZx4vL4rdroI0do1TB
u7qqXn9IZBlSjfol0F+Dp3ERAoGBAL6NNBvKQ9LxS+/87YxcqdtluPhuBjOl85jK
stNV1IU6ri8UUTXAr2NkFVln2XHzI2hiQA8JDiwhx4PPySwnuJA6Z+UFJaImnZDS
gbk4+rApYbDBt3LUQ0wFgCT8ezKwCsQDLUCUM601tjvTEcJFegJihWvVXo9/UYw5
8ONb/KvfAoGBANMyb8hiMw4ALTCs4n5GV8yOQU09VV62YG6hIzMrzrDAsXRIrbN2
zhXju0CAaW0jABomirIZAyzJ5lMyIA7iyPyrmTb2wSAd7pE2hocJtadqlwi8R4AL
+aa3KrW0ETKAYVJka6YtHMRmu57anjNSU9rWwaXmfnSJDepXj+8D2/wS
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/legacy.pem
python3 -m etl.billing_export --since yesterday"""],
        working_dir="/opt/etl",
    ).run()
    print(f"billing-export finished for {since}")


if __name__ == "__main__":
    billing_export.serve(name="billing-export-nightly", cron="0 3 * * *")
