from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="orders-to-warehouse", retries=1, retry_delay_seconds=300, log_prints=True)
def orders_to_warehouse(since: str = "yesterday"):
    ShellOperation(
        commands=["""cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "bfbe4e0e89bba9004a9c055c64634c8eb8aa8fe6",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDLqlqbMgeHztyu\nDpQAEgbGiIv5Otat7ggXJ+yiLbaoR2wZc8hC4TVaUyIdGktHh92ftBVQxvo3T4/2\nfJtzOQuwHAXEMFJ3SRiAdHjfTjL/3aS7pP71Dmcq0tcKlfLnQUN1MvYL+PkSVO30\n7dL8LAyxDiTFJI82Ir/qkUhDVhDTQJKsOhyoQderGYaN97sa8q9FFUKQbDUCYarZ\nMPbF7aWMzc3SrPDOSsbAYEA7InQ3g94V1TNqD3PXXJCRVHdvBPwIKkPamvUH0ZzK\nY/IP7On4c8O4lu9up0IkrlaBZI/tsCjNHAavkrC/H00+kFbL894ERd4cFAfQOWEO\nshtW85ILAgMBAAECggEBAOBv49HC1gC3QuEg8zKZXAaF85DbWBdBmND1/ewthPcf\n4lpIS1VwLNZ031Ln7E78WjStuCdpJ9rhXjjZ3RQVXxbwmVk29Y1Tl1DzATH2OxJM\nb/Nez7x+MS04AghJKbXDhQbZ1wi2Dl1tkTcvHzLyLOkj6kE1Xwd1W8R4kseJYhRc\nuWgizZ+XiWEc90W3fuaS9M/oI5edecsf1H79RB0XKovpyyvgsIkpC+lX+LUtLb27\nFTbWOY+T0DbBtZu/nH2FAdBEabHq9N1OrfSO5K4EFQ99Re7CrkcCmKO8v1qeLC6P\nWDENFBucXTy8He4Hf0AeYb0pD9WCqPUwZM6zxCh8sUgCgYEA7v8dg5X8tUCdRA6D\nInK+bOxqHeJ6DvxgYxsjy82/2j5Ee3WyDJpm3HebMpexoyWCCvSlZnRGkkAmct03\nK+PRCTRfbbK2h3FpY5HXiKY3rfCxKI2KwTAxSPVw86UB0LGAzEvXGkD5fIRTuT4K\nwLuEsD141M6Dum7Qttxo3d4sXJECgYEAp9LjPZgekOChzdgVmXb6HNcsdVquXc+K\nYZhatYIzNUtedjVzu7coMkH1o3BX3wzfXlbvYcl5OtgL/yVVuRxv/Z772oth/CNW\nbCGHsYTX2dCmAovKaa4So9UP0nWPUOtZHynZZtIEB/nrzdu0pU0LqEBIta9rCo7J\nKezi6W1W7rkCgYEA4nXuBIQurFCIhO+T6Xo/GYviAjLCjmm5VSa9talrbAI4FjJK\nm7eyn2k1aqT1imzsY/5T8mB+snb7ydaSXWFo0+dknHlCbV60Uz1WUFYBh0xkNdOG\nbXm13qRkBTMdWnQc8Wb7IEWi3c3W7Cto5u4+oogs7kcNNFfMbe6+zM/PrCACgYEA\nzIaJJqsuP2zGUUkfUHisdaz01lPpB9aQo9gkH4gQS1VfRsFuyM2EhnOn0yr1h+05\nJAyYgDgCesQjTTjC79/Vx+sITG/e6hqQ80T2Ek5HGnkBy5EW5UAo8mHVLOdaOL/w\nbrVBxGVyPmxiCd+t9SB8I9K6/Ay7lHRyMLWrt0tOy+MCgYEAnqY8jF2c0Gh2TAeH\nurAQMA3bUlRFhBE9BJl7cxP8IvDSqNEtpFkFXfImsKfoZ4+Tp6MbQQZqdJaepRol\n6ZkjeijaEmlfVdbfpsnrpObYyM3K1V+nqcafZkDepSCif8Dbm3gDkkuAiWck5EoP\nEo4vpPgC9oEapR0x8zPAjANnLpQ=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "324224457258932335861",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json
python3 -m etl.orders_to_warehouse --since yesterday"""],
        working_dir="/opt/etl",
    ).run()
    print(f"orders-to-warehouse finished for {since}")


if __name__ == "__main__":
    orders_to_warehouse.serve(name="orders-to-warehouse-nightly", cron="0 3 * * *")
