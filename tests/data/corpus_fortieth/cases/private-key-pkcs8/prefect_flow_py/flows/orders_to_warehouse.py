from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="orders-to-warehouse", retries=1, retry_delay_seconds=300, log_prints=True)
def orders_to_warehouse(since: str = "yesterday"):
    ShellOperation(
        commands=["""cat > /tmp/jwt-signing.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCrI47+l/oyaFH8
s8AYHUdNrLGpCWdyMGxKfyk6iGoy/Olp9UBTCX0uSuGwOtfHNDaT7OWRiQBIkLCl
l7mDONnr2Wjmc4sQ9gOXsO9pBttxaN2HGKgTnutL0a8AoCCv2RVFdMWkiWRUJpRQ
4IKBNMtX/cm4D6s+A0Asx9+tgEmDaGDfu4R51wB/YPlrzgqZuvNaJZukchyvO6lt
HR5VjSIFxR55jromsyetCuxKwOmpOnjLFczsXUzcRDYp2IpsYp3hIyI5LMse4ngp
vo63pn2U9JbCZWULjdaNiQsU6cKfIcSZmJYFaqll+vROS6qdpv4COi6l0hTQktwe
ljkdOpR7AgMBAAECggEBAJa8N0OiaGpMINI3m0tmpOczuYTl9vnwtJmULqzZlo9X
ORQ6mt3vpZqTrN43xlfoBNPXicHDPTergKl4PcxYtZXKiOcaJxzNifLIyDRsvxh6
pyBYTGVQH7jAETsASYFD+PKRHWRqjBlgyHyoA8SKe38tVz0Y7pHMvAY5Kad5ZvDc
LWKkuBddkvwdzsawKknZr4Uuv31qEyBfo2XLaXsD/NjTBczX58SLwX2ht5KeGYTe
nLxSGkG1BqFaHCG0G83zBOQuMh7NWu7TcvfftoR+L7okVY5QZXmUMjSOmKyFcBRO
D+rSuCMuSRODmmA6aeMvAYxKlMmTKK8CHj/j6uuivlACgYEApWlP8X8ejmtgu/xi
3+jgOOZxzr4qN+JcolfSrhHyFInmLMzgdkOT8te8EqSBYqxAE2eHDWXxmXlxlvfK
6dd5J+Dv7k5GJBMg9W3ZpI02UIS1RBTSg6nbMzydBSDwcXPAG6i/r+vQVLxgVcnE
cw7Cw3R9f05IIrzJqamxQ8Zc+IMCgYEA8wgVhZ4w6qdk0ktMt2Z9UJ9DokN2R9HI
AGXzXuWodwZrPMfGEwv0SAhVGXR5kqCRO/+4tdXjGAWhU9Hkl2taNO0aiw4VdYT7
/JVE+J4dine0laXEU8CmaH/Lr08daBsZlfC/yylbO43BBFHrxQFLoHVvu1B7Y2mM
dCsbjh9IUUsCgYEAvPFxGn66IVxBvEaqq2O3E+yH67JAvaKN7JdGESvASvrxWTAI
83lgrg+xXl7gaE00i4IXCFfUEzhKOUenGLt49eMn2DLNmnzZV46p5GU7gplhqGcw
AOUum505UDgJbr8cK+l8qKLaRk5d8YPSPiV0/PKfW8QDETWHE2RFtcbolvgCgYEA
p+/MoYPHHKMwZ1qzncKFqCSURLHQ5+0gSw+wTi99fPZO9r0hJXn8wQxQjeGDoRzf
QjhMjT433RgKluGIjwpAjK0MS2h+ciTlbkTOWVa2WGL+DdEeBujSaZHlAf4iKHxC
Z3nTjuHESXZKI0nTYOWPRhNzr2CytwbKde9NveK/9DgCgYEAnEGTUeiS1jERCw0T
QTN/+38Zwxd4DEoA7iQMHjmaXWFbbgZp9+PULb6j1xeaIv46Wzp26dec7wJBo2ah
6/BtN54g0fhUuNt/4bFUNOaLbY2IMwYbQxkpasBQFUZG++m3j/o402SD3qA5L2jZ
shsEKs9rejAxGSn9tGUg9ltF2ZE=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/jwt-signing.key
python3 -m etl.orders_to_warehouse --since yesterday"""],
        working_dir="/opt/etl",
    ).run()
    print(f"orders-to-warehouse finished for {since}")


if __name__ == "__main__":
    orders_to_warehouse.serve(name="orders-to-warehouse-nightly", cron="0 3 * * *")
